import { describe, expect, it } from 'vitest';
import { criticalCss } from './criticalCss';

const HTML = [
  '<div id="root"><header class="_bar_1 wide"><a class="_link_2" href="/">Home</a><svg viewBox="0 0 1 1"><path d=""/></svg></header></div>',
  `<main class='_page_3'><h1 id="title">Sign In</h1><button class=_btn_4 disabled>Go</button><p class="a&amp;b">x</p></main>`,
];

// [what, css, what is kept]
const CASES: [string, string, string][] = [
  ['a class in the markup', '._bar_1{color:red}', '._bar_1{color:red}'],
  ['a class not in it', '._gone_9{color:red}', ''],
  ['every class of a compound', '._bar_1._gone_9{color:red}._bar_1.wide{color:blue}', '._bar_1.wide{color:blue}'],
  ['every compound of a selector', '._gone_9 ._link_2{color:red}._bar_1>._link_2{color:blue}', '._bar_1>._link_2{color:blue}'],
  ['sibling combinators', '._link_2+._gone_9{a:b}._link_2~svg{c:d}', '._link_2~svg{c:d}'],
  ['a rule with one selector of its list matching, whole', '._gone_9,._bar_1{color:red}', '._gone_9,._bar_1{color:red}'],
  ['an unquoted and a single-quoted class', '._btn_4{a:b}._page_3{c:d}', '._btn_4{a:b}._page_3{c:d}'],
  ['an entity in a class', '.a\\&b{a:b}', '.a\\&b{a:b}'],
  ['an escaped class', '.\\5f bar_1{a:b}.\\_gone_9{c:d}', '.\\5f bar_1{a:b}'],
  ['ids', '#title{a:b}#nope{c:d}h1#title{e:f}', '#title{a:b}h1#title{e:f}'],
  ['elements present, in any case', 'h1{a:b}H1{c:d}table{e:f}svg path{g:h}', 'h1{a:b}H1{c:d}svg path{g:h}'],
  [
    'html, body, :root and *, always',
    'html{a:b}body{c:d}:root{--x:1px}*,::before,::after{box-sizing:border-box}',
    'html{a:b}body{c:d}:root{--x:1px}*,::before,::after{box-sizing:border-box}',
  ],
  [
    'pseudo-classes and pseudo-elements of a kept compound',
    '._btn_4:disabled{a:b}._btn_4:hover::after{c:d}._gone_9:hover{e:f}',
    '._btn_4:disabled{a:b}._btn_4:hover::after{c:d}',
  ],
  [
    'attribute selectors (not read)',
    '[aria-current=page]{a:b}._link_2[href^="/"]{c:d}._gone_9[x]{e:f}',
    '[aria-current=page]{a:b}._link_2[href^="/"]{c:d}',
  ],
  ['a bracket in an attribute value', '[data-x="]._gone_9"]{a:b}', '[data-x="]._gone_9"]{a:b}'],
  [
    'functional pseudo-classes (not read)',
    ':is(._gone_9){a:b}._bar_1:has(._gone_9){c:d}:not(._gone_9) ._link_2{e:f}._gone_9:is(._bar_1){g:h}',
    ':is(._gone_9){a:b}._bar_1:has(._gone_9){c:d}:not(._gone_9) ._link_2{e:f}',
  ],
  ['a namespace (not read)', 'svg|a{a:b}', 'svg|a{a:b}'],
  ['@media with its kept rules', '@media (min-width:768px){._bar_1{a:b}._gone_9{c:d}}', '@media (min-width:768px){._bar_1{a:b}}'],
  ['@media with none, gone', '@media (min-width:768px){._gone_9{c:d}}h1{a:b}', 'h1{a:b}'],
  [
    'nested @supports and @media',
    '@supports (display:grid){@media print{._bar_1{a:b}}@media screen{._gone_9{c:d}}}',
    '@supports (display:grid){@media print{._bar_1{a:b}}}',
  ],
  [
    'a named @layer, kept empty (its order)',
    '@layer base,theme;@layer base{._gone_9{a:b}}@layer theme{h1{c:d}}',
    '@layer base,theme;@layer base{}@layer theme{h1{c:d}}',
  ],
  ['an anonymous @layer with none, gone', '@layer{._gone_9{a:b}}', ''],
  ['nested rules', '._bar_1{a:b;&:hover{c:d}._gone_9{e:f}}._gone_9{&._bar_1{g:h}}', '._bar_1{a:b;&:hover{c:d}}'],
  [
    '@font-face, @import, @property',
    '@import "x.css";@font-face{font-family:X;src:url(x.woff2)}@property --y{syntax:"*";inherits:false}',
    '@import "x.css";@font-face{font-family:X;src:url(x.woff2)}@property --y{syntax:"*";inherits:false}',
  ],
  [
    '@keyframes a kept rule names',
    '@keyframes _spin_1{to{rotate:1turn}}@keyframes _gone_2{to{opacity:0}}._bar_1{animation:1s linear infinite _spin_1}._gone_9{animation-name:_gone_2}',
    '@keyframes _spin_1{to{rotate:1turn}}._bar_1{animation:1s linear infinite _spin_1}',
  ],
  [
    '@keyframes named by a custom property, in @media',
    '@media (prefers-reduced-motion:no-preference){@keyframes p{to{opacity:0}}}:root{--pulse:p}',
    '@media (prefers-reduced-motion:no-preference){@keyframes p{to{opacity:0}}}:root{--pulse:p}',
  ],
  ['comments, gone', '/* x */h1{a:b/* y */}', 'h1{a:b}'],
];

describe('criticalCss', () => {
  it.each(CASES)('%s', (_what, css, kept) => {
    expect(criticalCss(css, HTML)).toBe(kept);
  });

  it('reads no class from text or from another attribute', () => {
    const html = ['<p data-class="_gone_9" title=\'class="_x_1"\'>class="_y_2" &lt;b class="_z_3"&gt;</p>'];
    expect(criticalCss('._gone_9{a:b}._x_1{a:b}._y_2{a:b}._z_3{a:b}p{c:d}', html)).toBe('p{c:d}');
  });
});
