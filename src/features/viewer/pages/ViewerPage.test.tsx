import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OTHER_SESSION_ID } from '#mocks/db/seed/users';
import { getDb } from '#mocks/db/store';
import { VIEWER_NOT_FOUND } from '#mocks/handlers/viewer';
import { server } from '#mocks/node';
import { SERVER_ERROR_MESSAGE, setScenarios } from '#mocks/scenarios/scenarios';
import { DEMO_ELSEWHERE_NOTE } from '@/shared/config/demo';
import { local, storageKeys } from '@/shared/lib/storage';
import { givenShareOffer } from '@/testing/builders';
import { givenComment, renderRoute, signInAsDemo } from '@/testing/render';
import { signInAsOther } from '@/testing/sessions';

/** Every /rest call the page makes, as 'METHOD /path?query'. */
let calls: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  calls.push(`${request.method} ${url.pathname}${url.search}`);
};
beforeEach(() => {
  calls = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  vi.restoreAllMocks();
});
const callsTo = (what: string) => calls.filter((c) => c === what).length;
/** Alerts with something in them (the toast stack is an empty alert region). */
const alerts = () => screen.queryAllByRole('alert').filter((a) => a.textContent?.trim());
const alertWith = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('[role="alert"]');

async function open(uuid = 'vid-1003') {
  const view = renderRoute(`/vid/${uuid}`);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const likeButton = () => screen.findByRole('button', { name: 'Like' });
const commentList = () => screen.findByRole('list', { name: /^\d+ comments?$/ });
const comment = (name: string) => screen.getByRole('article', { name: `Comment by ${name}` }).closest('li')!;
const viewsOf = (uuid: string) => getDb().views.find((v) => v.fizzUuid === uuid)?.count;

async function fillComment(form: HTMLElement, first: string, last: string, body: string) {
  const user = userEvent.setup({ delay: null });
  const f = within(form);
  if (first) await user.type(f.getByLabelText('First name'), first);
  if (last) await user.type(f.getByLabelText('Last name'), last);
  if (body) await user.type(f.getByLabelText(/^Your (comment|reply)$/), body);
  return user;
}

describe('the recipient page /vid/{uuid}', () => {
  it('works signed out: title, player, stats, share, 6 months, thank-you, create your own, the offer; no owner controls', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Congratulations, Riley!' })).toBeInTheDocument();
    expect(screen.getByText('Watch a surprise video made just for you')).toBeInTheDocument();

    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/videos/greeting-1.mp4');
    expect(video).toHaveAttribute('poster', '/media/videos/greeting-1.jpg');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAccessibleName('Congratulations, Riley!');

    expect(await screen.findByText('42 views')).toBeInTheDocument();
    expect(screen.getByText('3 likes')).toBeInTheDocument();
    expect(await likeButton()).toHaveAttribute('aria-pressed', 'false');

    const share = screen.getByRole('region', { name: 'Share this Video Greeting' });
    // a recipient passes it on: a sentence with the link, never the bare link
    const shareText = `Watch this video greeting: ${new URL('/vid/vid-1003', window.location.href).href}`;
    expect(within(share).getByRole('link', { name: 'Text message' })).toHaveAttribute(
      'href',
      `sms:?&body=${encodeURIComponent(shareText)}`,
    );
    const mail = new URL(within(share).getByRole('link', { name: 'Email' }).getAttribute('href')!);
    expect(mail.searchParams.get('subject')).toBe('A video greeting worth watching');
    expect(mail.searchParams.get('body')).toBe(shareText);
    expect(within(share).getByRole('link', { name: 'Download and save' })).toHaveAttribute(
      'href',
      new URL('/vid/vid-1003/download', window.location.href).href,
    );
    expect(share).toHaveTextContent('The video stays available to download for 6 months.');
    // not an iPhone: no Files app note
    expect(share).not.toHaveTextContent('Files app');

    expect(screen.getByRole('link', { name: 'Send a thank-you video' })).toHaveAttribute('href', '/record-thank-you/1003');
    // the thank-you animation's preview loads nothing until played
    const thankYou = await within(screen.getByRole('region', { name: 'Say thank you' })).findByRole('figure');
    const preview = thankYou.querySelector('video')!;
    expect(preview).toHaveAttribute('src', '/media/videos/thank-you.mp4');
    expect(preview).toHaveAttribute('poster', '/media/videos/thank-you.jpg');
    expect(preview).toHaveAttribute('preload', 'none');
    expect(preview).toHaveAccessibleName('The thank-you animation');
    expect(preview).toHaveAccessibleDescription('Your thank-you video starts with this animation.');
    const createOwn = screen.getByRole('region', { name: 'Want to create your own Video Greeting?' });
    expect(within(createOwn).getByRole('link', { name: 'Create a Video Greeting' })).toHaveAttribute('href', '/browse');

    // the seeded offer is full width, its markup sanitised, its redeem button to /offer-register
    const offer = await screen.findByRole('region', { name: 'Special offer' });
    expect(within(offer).getByRole('heading', { name: 'Make one of your own, free' })).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'Redeem my free greeting' })).toHaveAttribute('href', '/offer-register');

    await commentList();
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Enable/Disable all comments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    // no bannerType: no charity banner
    expect(screen.queryByRole('link', { name: /Donate/ })).not.toBeInTheDocument();
  });

  it('the player: a plain video whose poster is fetched first, at high priority; a tap anywhere on it plays at once', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    await open();
    const video = document.querySelector('video')!;
    const poster = document.head.querySelector('link[rel="preload"][as="image"][href="/media/videos/greeting-1.jpg"]');
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    // before the first play the whole frame is one button: the native controls would take a tap to show
    expect(video).not.toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('autoplay');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Play the video' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(video).toHaveFocus();
    expect(video).toHaveAttribute('controls');
    expect(screen.queryByRole('button', { name: 'Play the video' })).not.toBeInTheDocument();
  });

  it('its owner shares it as its maker: the same sentence as the thank-you page and the project list', async () => {
    signInAsDemo();
    await open();
    const share = screen.getByRole('region', { name: 'Share this Video Greeting' });
    const text = `Congratulations, Riley! Watch the video greeting we made for you: ${new URL('/vid/vid-1003', window.location.href).href}`;
    expect(within(share).getByRole('link', { name: 'Text message' })).toHaveAttribute(
      'href',
      `sms:?&body=${encodeURIComponent(text)}`,
    );
    const mail = new URL(within(share).getByRole('link', { name: 'Email' }).getAttribute('href')!);
    expect(mail.searchParams.get('subject')).toBe('Watch a surprise video made just for you');
    expect(mail.searchParams.get('body')).toBe(text);
  });

  it('tells iPhone users the video goes to the Files app', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    await open();
    expect(screen.getByRole('region', { name: 'Share this Video Greeting' })).toHaveTextContent(
      'On iPhone and iPad, the downloaded video is saved to the Files app.',
    );
  });

  it("an unknown uuid shows the server's message in an alert and a way home; in this demo, why a link may find nothing here", async () => {
    renderRoute('/vid/vid-nope');
    expect(await alertWith(VIEWER_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Video Greeting' })).toBeInTheDocument();
    // the tests run with the in-browser fake server (mock mode)
    expect(screen.getByText(DEMO_ELSEWHERE_NOTE)).toBeInTheDocument();
  });

  it('a load that fails otherwise says nothing of other browsers', async () => {
    setScenarios(['server-error:/rest/vid/:uuid/fizz']);
    renderRoute('/vid/vid-1003');
    expect(await alertWith(SERVER_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(DEMO_ELSEWHERE_NOTE)).not.toBeInTheDocument();
  });

  it('a video that fails to load shows its poster and a retry', async () => {
    await open();
    const player = () => document.querySelector('video[aria-label="Congratulations, Riley!"]');
    fireEvent.error(player()!);
    const alert = (await alertWith("The video couldn't be loaded."))!;
    expect(player()).toBeNull();
    expect(document.querySelector('img[src="/media/videos/greeting-1.jpg"]')).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: 'Try again' }));
    const video = player()!;
    expect(video).toHaveAttribute('src', '/media/videos/greeting-1.mp4');
    expect(video).toHaveFocus();
  });

  it('sends viewed when the video plays, again only after more than a minute or for another greeting', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    await open();
    const video = () => document.querySelector('video')!;
    fireEvent.play(video());
    await waitFor(() => expect(viewsOf('vid-1003')).toBe(43));
    // the answer's count shows at once
    expect(await screen.findByText('43 views')).toBeInTheDocument();

    now.mockReturnValue(1_700_000_000_000 + 60_000);
    fireEvent.play(video());
    now.mockReturnValue(1_700_000_000_000 + 60_001);
    fireEvent.play(video());
    await waitFor(() => expect(viewsOf('vid-1003')).toBe(44));
    expect(callsTo('POST /rest/vid/vid-1003/viewed')).toBe(2);
    expect(JSON.parse(local.get(storageKeys.lastView)!)).toEqual({ uuid: 'vid-1003', at: 1_700_000_060_001 });
  });

  it('a failed viewed call is logged only, and the next play tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setScenarios(['server-error:/rest/vid/:uuid/viewed']);
    await open();
    fireEvent.play(document.querySelector('video')!);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[viewer] the view was not counted', expect.anything()));
    expect(local.get(storageKeys.lastView)).toBeNull();
    expect(alerts()).toEqual([]);

    setScenarios([]);
    fireEvent.play(document.querySelector('video')!);
    await waitFor(() => expect(viewsOf('vid-1003')).toBe(43));
  });

  it('like toggles: the count moves by one each way at once and settles with the server', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    const like = await likeButton();
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('4 likes')).toBeInTheDocument();
    await waitFor(() => expect(getDb().likes.filter((l) => l.fizzUuid === 'vid-1003')).toHaveLength(4));

    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('3 likes')).toBeInTheDocument();
    await waitFor(() => expect(getDb().likes.filter((l) => l.fizzUuid === 'vid-1003')).toHaveLength(3));
    expect(callsTo('POST /rest/vid/vid-1003/likes')).toBe(2);
  });

  it('a failed like is logged only and the count returns to the server value', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setScenarios(['server-error:/rest/vid/:uuid/likes']);
    const user = userEvent.setup({ delay: null });
    await open();
    const like = await likeButton();
    await user.click(like);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[viewer] the like was not saved', expect.anything()));
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByText('3 likes')).toBeInTheDocument();
    expect(alerts()).toEqual([]);
  });

  it('a failed stats load is logged only: no stats, the rest of the page works', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setScenarios(['server-error:/rest/fizz/:uuid/stats']);
    await open();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[viewer] the stats could not be loaded', expect.anything()));
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(alerts()).toEqual([]);
    expect(await commentList()).toBeInTheDocument();
  });

  it('the playlist shows a queue of 3; an ended video goes to the back; a picked one plays', async () => {
    const user = userEvent.setup({ delay: null });
    await open('vid-playlist');
    const queue = () =>
      within(screen.getByRole('region', { name: 'Up next' }))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label'));
    const playing = () => document.querySelector('video')!.getAttribute('src');
    expect(playing()).toBe('/media/clips/playlist-1.mp4');
    expect(queue()).toEqual(['Play Video 2', 'Play Video 3', 'Play Video 4']);

    fireEvent.ended(document.querySelector('video')!);
    await waitFor(() => expect(playing()).toBe('/media/clips/playlist-2.mp4'));
    expect(queue()).toEqual(['Play Video 3', 'Play Video 4', 'Play Video 5']);

    await user.click(screen.getByRole('button', { name: 'Play Video 4' }));
    expect(playing()).toBe('/media/clips/playlist-4.mp4');
    expect(document.querySelector('video')).toHaveFocus();
    expect(document.querySelector('video')).toHaveAttribute('autoplay');
    expect(queue()).toEqual(['Play Video 3', 'Play Video 5', 'Play Video 1']);
  });

  it('the playlist stops at its end: each video plays once, then it rests on the first, waiting for a press', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const user = userEvent.setup({ delay: null });
    await open('vid-playlist');
    const video = () => document.querySelector('video')!;
    await user.click(screen.getByRole('button', { name: 'Play the video' }));
    fireEvent.play(video());
    for (const next of [2, 3, 4, 5]) {
      fireEvent.ended(video());
      await waitFor(() => expect(video()).toHaveAttribute('src', `/media/clips/playlist-${next}.mp4`));
      // the next one starts on its own
      expect(video()).toHaveAttribute('autoplay');
      fireEvent.play(video());
    }
    fireEvent.ended(video());
    await waitFor(() => expect(video()).toHaveAttribute('src', '/media/clips/playlist-1.mp4'));
    expect(video()).not.toHaveAttribute('autoplay');
    expect(screen.getByRole('button', { name: 'Play the video' })).toBeInTheDocument();
    expect(screen.queryByText(/^Now playing/)).not.toBeInTheDocument();

    // a press starts it again
    await user.click(screen.getByRole('button', { name: 'Play the video' }));
    fireEvent.play(video());
    fireEvent.ended(video());
    await waitFor(() => expect(video()).toHaveAttribute('src', '/media/clips/playlist-2.mp4'));
    expect(video()).toHaveAttribute('autoplay');
  });

  it("bannerType 'komen' shows the charity donate banner", async () => {
    await open('vid-komen');
    const donate = screen.getByRole('link', { name: /Donate to Susan G\. Komen/ });
    expect(donate).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.komen\.org\//));
    expect(donate).toHaveAttribute('rel', 'noopener noreferrer');
    // comments are off for this greeting; stats too
    expect(screen.queryByRole('heading', { name: 'Comments' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.includes('/comment') || c.includes('/stats'))).toBe(false);
  });

  it('the offer popup: Skip closes it and sends the skip notice once', async () => {
    givenShareOffer({ ui: { isPopup: true } });
    signInAsOther();
    const user = userEvent.setup({ delay: null });
    await open();
    const dialog = await screen.findByRole('dialog', { name: 'A free Video Greeting for you' });
    expect(within(dialog).getByRole('link', { name: 'Redeem my free greeting' })).toHaveAttribute('href', '/offer-register');
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(callsTo('GET /rest/user/actor-info?result=skip')).toBe(1));
    expect(dialog).not.toHaveAttribute('open');
    expect(getDb().sessions.find((s) => s.id === OTHER_SESSION_ID)?.offerSkipped).toBe(true);
  });
});

describe('comments', () => {
  it('posts a comment: an invalid one is silently ignored; a valid one is sent, shown, and the form clears', async () => {
    await open();
    await commentList();
    const form = screen.getByRole('form', { name: 'Add a comment' });
    const user = await fillComment(form, 'Ana', 'Ruiz', 'Wow!');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(calls.some((c) => c === 'POST /rest/fizz/vid-1003/comment')).toBe(false);
    expect(within(form).getByLabelText('Your comment')).toHaveValue('Wow!');

    await user.type(within(form).getByLabelText('Your comment'), ' So proud!');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByRole('article', { name: 'Comment by Ana Ruiz' })).toHaveTextContent('Wow! So proud!');
    expect(callsTo('POST /rest/fizz/vid-1003/comment')).toBe(1);
    expect(within(form).getByLabelText('First name')).toHaveValue('');
    expect(within(form).getByLabelText('Last name')).toHaveValue('');
    expect(within(form).getByLabelText('Your comment')).toHaveValue('');
    expect(screen.getByText('Your comment was posted.')).toBeInTheDocument();
  });

  it("a failed comments load shows the message in their section; 'Try again' loads just the list", async () => {
    setScenarios(['server-error:GET /rest/fizz/:uuid/comment']);
    await open();
    const section = (await screen.findByRole('heading', { name: 'Comments' })).closest('section')!;
    expect(await within(section).findByText(SERVER_ERROR_MESSAGE)).toHaveAttribute('role', 'alert');
    // the rest of the page stays, the form too
    expect(screen.getByRole('heading', { level: 1, name: 'Congratulations, Riley!' })).toBeInTheDocument();
    expect(within(section).getByRole('form', { name: 'Add a comment' })).toBeInTheDocument();
    setScenarios([]);
    const loads = callsTo('GET /rest/fizz/vid-1003/comment');
    await userEvent.setup({ delay: null }).click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await commentList()).toBeInTheDocument();
    expect(callsTo('GET /rest/fizz/vid-1003/comment')).toBe(loads + 1);
    expect(callsTo('GET /rest/vid/vid-1003/fizz')).toBe(1);
  });

  it('a name is required: without a last name the submit is ignored', async () => {
    await open();
    await commentList();
    const form = screen.getByRole('form', { name: 'Add a comment' });
    const user = await fillComment(form, 'Ana', '', 'A lovely video');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(calls.some((c) => c.startsWith('POST /rest/fizz/vid-1003/comment'))).toBe(false);
  });

  it('replies to a comment (one level): the reply shows under it', async () => {
    await open();
    await commentList();
    const user = userEvent.setup({ delay: null });
    await user.click(within(comment('Chris Moreno')).getByRole('button', { name: 'Reply to Chris Moreno' }));
    const form = screen.getByRole('form', { name: 'Reply to Chris Moreno' });
    expect(within(form).getByLabelText('First name')).toHaveFocus();
    await fillComment(form, 'Ana', 'Ruiz', 'Agreed, the best!');
    await user.click(within(form).getByRole('button', { name: 'Post reply' }));
    // the reply first: until it arrives, the list holding the open form is a different one
    const reply = await screen.findByRole('article', { name: 'Reply by Ana Ruiz' });
    expect(reply).toHaveTextContent('Agreed, the best!');
    const replies = screen.getByRole('list', { name: 'Replies to Chris Moreno' });
    expect(replies).toContainElement(reply);
    expect(screen.queryByRole('form', { name: 'Reply to Chris Moreno' })).not.toBeInTheDocument();
    expect(getDb().comments.find((c) => c.body === 'Agreed, the best!')?.parentUuid).toBe('cmt-4');
    // replies have no Reply button (one level)
    expect(within(replies).queryByRole('button', { name: /^Reply/ })).not.toBeInTheDocument();
  });

  it('keeps what was typed when posting fails, with the message', async () => {
    setScenarios(['server-error:POST /rest/fizz/:uuid/comment']);
    await open();
    await commentList();
    const form = screen.getByRole('form', { name: 'Add a comment' });
    const user = await fillComment(form, 'Ana', 'Ruiz', 'Lovely video');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(await within(form).findByText('Something went wrong on our side. Please try again.')).toHaveAttribute('role', 'alert');
    expect(within(form).getByLabelText('Your comment')).toHaveValue('Lovely video');
    expect(within(form).getByLabelText('First name')).toHaveValue('Ana');
  });

  it('its answer lost after the server took it: posting again asks first and adds no second comment', async () => {
    server.use(
      http.post(
        '*/rest/fizz/:uuid/comment',
        () => {
          givenComment({ firstName: 'Ana', lastName: 'Ruiz', body: 'Lovely video' });
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await open();
    await commentList();
    const form = screen.getByRole('form', { name: 'Add a comment' });
    const user = await fillComment(form, 'Ana', 'Ruiz', 'Lovely video');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(await within(form).findByText('Could not load. Please try again.')).toHaveAttribute('role', 'alert');
    expect(within(form).getByLabelText('Your comment')).toHaveValue('Lovely video');

    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Your comment was posted.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Your comment')).toHaveValue('');
    expect(getDb().comments.filter((c) => c.body === 'Lovely video')).toHaveLength(1);
    expect(callsTo('POST /rest/fizz/vid-1003/comment')).toBe(1);
  });

  it('what was typed survives a reload (and a closed tab), and goes once when posted', async () => {
    const first = await open();
    await commentList();
    await fillComment(screen.getByRole('form', { name: 'Add a comment' }), 'Ana', 'Ruiz', 'Still here');
    first.unmount();

    await open();
    await commentList();
    const form = screen.getByRole('form', { name: 'Add a comment' });
    expect(within(form).getByLabelText('First name')).toHaveValue('Ana');
    expect(within(form).getByLabelText('Your comment')).toHaveValue('Still here');
    await userEvent.setup({ delay: null }).click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Your comment was posted.')).toBeInTheDocument();
    expect(getDb().comments.filter((c) => c.body === 'Still here')).toHaveLength(1);
    // posted: nothing is kept to offer again
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('draft:comment:'))).toEqual([]);
  });

  it('shows names and bodies as text: markup runs nothing', async () => {
    givenComment({ firstName: '<b>Eve</b>', lastName: 'X', body: '<img src=x onerror="window.__pwned=1">' });
    await open();
    const list = await commentList();
    expect(within(list).getByText('<img src=x onerror="window.__pwned=1">')).toBeInTheDocument();
    expect(within(list).getByText('<b>Eve</b> X')).toBeInTheDocument();
    expect(list.querySelector('img, b')).toBeNull();
  });

  it('a hidden direction character gets a clear message (not the silence of an incomplete comment) and nothing is sent; removed, the comment goes', async () => {
    await open();
    await commentList();
    const form = screen.getByRole('form', { name: 'Add a comment' });
    const user = await fillComment(form, 'Ana', 'Ruiz', '');
    const body = within(form).getByLabelText('Your comment');
    await user.click(body);
    await user.paste('Evil\u202Egpj.exe is funny');
    const message = 'Your comment has hidden characters that change the direction of the text. Please remove them.';
    expect(within(form).getByText(message)).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(body).toHaveAccessibleDescription(expect.stringContaining(message));
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(calls.some((c) => c === 'POST /rest/fizz/vid-1003/comment')).toBe(false);
    expect(body).toHaveFocus();

    await user.clear(body);
    await user.type(body, 'So funny, well done');
    expect(within(form).queryByText(message)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByRole('article', { name: 'Comment by Ana Ruiz' })).toHaveTextContent('So funny, well done');
  });

  it('an invisible first name is refused with a clear message', async () => {
    await open();
    await commentList();
    const form = screen.getByRole('form', { name: 'Add a comment' });
    const user = await fillComment(form, '', 'Ruiz', 'A lovely video');
    await user.click(within(form).getByLabelText('First name'));
    await user.paste('\u200B\u200B');
    expect(within(form).getByText('Your first name has invisible characters. Please remove them.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(calls.some((c) => c === 'POST /rest/fizz/vid-1003/comment')).toBe(false);
  });

  it('names and bodies people wrote keep their own direction: each name inside <bdi>, each body a paragraph of its own (dir=auto)', async () => {
    givenComment({ firstName: 'سارة', lastName: 'Haddad', body: 'مبروك يا ريلي!' });
    await open();
    const list = await commentList();
    const name = within(list).getByText('سارة Haddad');
    expect(name.tagName).toBe('BDI');
    expect(within(list).getByText('مبروك يا ريلي!')).toHaveAttribute('dir', 'auto');
  });

  it('the owner removes a top-level comment and its replies go with it', async () => {
    signInAsDemo();
    const user = userEvent.setup({ delay: null });
    await open();
    await commentList();
    expect(screen.getByRole('list', { name: 'Replies to Jamie Lee' })).toBeInTheDocument();
    await user.click(within(comment('Jamie Lee')).getByRole('button', { name: 'Remove the comment by Jamie Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this comment?' });
    expect(dialog).toHaveTextContent('The comment by Jamie Lee will be removed for everyone. Its 2 replies are removed too.');
    // the commenter's name keeps its own direction inside our sentence
    expect(within(dialog).getByText('Jamie Lee').tagName).toBe('BDI');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Comment by Jamie Lee' })).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Reply by Riley Park' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: '2 comments' })).toBeInTheDocument();
    expect(
      getDb()
        .comments.filter((c) => c.fizzUuid === 'vid-1003')
        .map((c) => c.uuid),
    ).toEqual(['cmt-4', 'cmt-5']);
    expect(screen.getByRole('heading', { name: 'Comments' })).toHaveFocus();
  });

  it('the owner removes a single reply', async () => {
    signInAsDemo();
    const user = userEvent.setup({ delay: null });
    await open();
    await commentList();
    await user.click(screen.getByRole('button', { name: 'Remove the reply by Priya Shah' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Reply by Priya Shah' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Reply by Riley Park' })).toBeInTheDocument();
  });

  it("the owner's 'Enable/Disable all comments' clears the list and loads it again", async () => {
    signInAsDemo();
    const user = userEvent.setup({ delay: null });
    await open();
    await commentList();
    const toggle = screen.getByRole('switch', { name: 'Enable/Disable all comments' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('list', { name: /comments$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a comment' })).not.toBeInTheDocument();
    expect(screen.getByText('Comments are turned off.')).toBeInTheDocument();

    const loads = callsTo('GET /rest/fizz/vid-1003/comment');
    await user.click(toggle);
    expect(await commentList()).toBeInTheDocument();
    expect(callsTo('GET /rest/fizz/vid-1003/comment')).toBe(loads + 1);
  });

  it('owner-only controls: a signed-in visitor who is not the owner sees none', async () => {
    signInAsOther();
    await open();
    await commentList();
    expect(screen.getByRole('button', { name: 'Reply to Jamie Lee' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('200 comments: all listed, and posting into the long list still works', async () => {
    const at = Date.parse('2024-01-01T00:00:00.000Z');
    for (let i = 0; i < 200; i++) {
      givenComment({
        firstName: 'Guest',
        lastName: String(i),
        body: `Congratulations number ${i}`,
        createdAt: new Date(at + i * 1000).toISOString(),
      });
    }
    await open();
    expect(await screen.findByRole('list', { name: '203 comments' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a comment' });
    const user = await fillComment(form, 'Ana', 'Ruiz', 'One more!');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByRole('list', { name: '204 comments' })).toBeInTheDocument();
  });
});
