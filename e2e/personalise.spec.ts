import { allowFailedResponses, expect, expectNoAxeViolations, freshAsDemo, openFresh, test, VIEWPORTS } from './support';

test.describe('personalise a template (demo user)', () => {
  test('type, see the preview change, Next → /edit/{id}, then find it on /list with Edit', async ({ page }) => {
    await freshAsDemo(page);
    await page.goto('/create/101');
    await expect(page.getByRole('heading', { level: 1, name: 'Personalize your Video Greeting' })).toBeVisible();

    const preview = page.getByRole('img', { name: 'Preview of your text' });
    await expect(preview).toBeVisible();
    // the preview image is a real image served by the fake server
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const before = await preview.getAttribute('src');

    await page.getByRole('textbox', { name: /Name/ }).fill('Sam 🎉');
    await page.getByRole('textbox', { name: /Line 1/ }).fill('Happy <b>birthday</b> / 100%');
    await expect(preview).not.toHaveAttribute('src', before!);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const after = await preview.getAttribute('src');
    expect(after).toMatch(/^\/rest\/theme-animation\/101\/image-preview\/0\/[A-Za-z0-9_-]+$/);
    // the server drew the text: fetch the SVG the image shows
    const svg = await page.evaluate(async (src) => (await fetch(src!)).text(), after);
    expect(svg).toContain('Sam 🎉');
    expect(svg).toContain('Happy &lt;b&gt;birthday&lt;/b&gt; / 100%');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/edit\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop();

    await page.goto('/list');
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Happy <b>birthday</b> / 100%, Sam 🎉!' }) });
    await expect(item.getByRole('link', { name: /^Edit/ })).toHaveAttribute('href', `/edit/${id}`);
  });

  test('required fields: the spec messages, and nothing is created', async ({ page }) => {
    await freshAsDemo(page);
    await page.goto('/create/102');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please complete all required fields.')).toBeVisible();
    await expect(page.getByText('This field is required')).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: /Name/ })).toBeFocused();
    await expect(page).toHaveURL(/\/create\/102$/);
  });

  test('typed text survives a failed save and a reload', async ({ page, consoleErrors }) => {
    await freshAsDemo(page, ['server-error:POST /rest/fizz']);
    await page.goto('/create/101');
    await page.getByRole('textbox', { name: /Name/ }).fill('Kim');
    await page.getByRole('textbox', { name: /Line 1/ }).fill('Congratulations!');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Something went wrong on our side. Please try again.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: /Name/ })).toHaveValue('Kim');
    await expect(page.getByRole('textbox', { name: /Line 1/ })).toHaveValue('Congratulations!');
    allowFailedResponses(consoleErrors, [500]);
  });

  test('a finished greeting opened at /change cannot be edited', async ({ page }) => {
    await freshAsDemo(page);
    await page.goto('/change/1002');
    await expect(page.getByText(/is finished, so its text can no longer be changed/)).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to My Video Greetings' })).toHaveAttribute('href', '/list');
    await expectNoAxeViolations(page);
  });

  test('the unlocked-physical-card modal (not in a card-scan flow) and the box-set alert', async ({ page }) => {
    await freshAsDemo(page);
    // a card-scan greeting that stays unlocked; no such modal inside the card-scan flow itself
    await page.goto('/qr-setup/QR-NEW/create/101');
    await page.getByRole('textbox', { name: /Name/ }).fill('Pat');
    await page.getByRole('textbox', { name: /Line 1/ }).fill('Hello');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/edit\/\d+$/);
    const cardGreeting = new URL(page.url()).pathname.split('/').pop();

    // a digital create: keep working on that card, or start a new digital video
    await page.goto('/create/102');
    const cards = page.getByRole('dialog', { name: 'You have a card in progress' });
    await expect(cards).toBeVisible();
    await expect(cards.getByRole('link', { name: /^Keep working on/ })).toHaveAttribute('href', `/edit/${cardGreeting}`);
    await expectNoAxeViolations(page);
    await cards.getByRole('button', { name: 'Start a new digital video' }).click();
    await expect(cards).toBeHidden();
    await expect(page.getByRole('textbox', { name: /Name/ })).toBeVisible();

    // a boxed-set card: the alert
    await page.goto('/qr-setup/QR-BOX/create/601');
    const boxSet = page.getByRole('dialog', { name: 'This card is part of a boxed set' });
    await expect(boxSet).toBeVisible();
    await expectNoAxeViolations(page);
    await boxSet.getByRole('button', { name: 'OK' }).click();
    await expect(boxSet).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a visitor who is not signed in at /change gets one way to sign in, back to this page', async ({
    page,
    consoleErrors,
  }) => {
    await openFresh(page, '/change/1001');
    await expect(page.getByText('Please sign in to continue.')).toBeVisible();
    const signIn = page.getByRole('main').getByRole('link', { name: 'Sign In' });
    await expect(signIn).toHaveCount(1);
    await expect(signIn).toHaveAttribute('href', `/login/${encodeURIComponent('/change/1001')}`);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    allowFailedResponses(consoleErrors, [403]);
  });

  test('a quick double click on Next creates one greeting; fields stop at the limit', async ({ page }) => {
    await freshAsDemo(page);
    await page.goto('/create/101');
    const line = page.getByRole('textbox', { name: /Line 1/ });
    await line.fill('x'.repeat(500));
    await expect(line).toHaveValue('x'.repeat(200));
    await page.getByRole('textbox', { name: /Name/ }).fill('Robin');
    const creates: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/rest/fizz') creates.push(r.url());
    });
    await page.getByRole('button', { name: 'Next' }).dblclick();
    await expect(page).toHaveURL(/\/edit\/\d+$/);
    expect(creates).toHaveLength(1);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe finds nothing on personalise at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await freshAsDemo(page);
      await page.goto('/create/102');
      await expect(page.getByRole('textbox', { name: /Name/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Please complete all required fields.')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
