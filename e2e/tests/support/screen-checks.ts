import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The locales every screen must speak (spec 1 §2); project 36 defaults to pt-PT. */
export const LOCALES = ['pt-BR', 'es', 'pt-PT'] as const;
const LANGUAGE_KEY = 'olympiad:language';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * Words of English UI text that are not words of Portuguese or Spanish: a string containing one is text a
 * translation missed (a library's default label, a hard-coded string). Matched as whole words, ignoring case.
 */
const ENGLISH_WORDS = new Set(
  (
    'the and your you please close closed notifications notification loading open clear previous next submit ' +
    'cancel search toggle dismiss required show hide delete edit save back success warning increment ' +
    'decrement remove upload download file files user settings help yes select choose page pages of ' +
    'copy copied collapse expand more less go sign log out password forgot'
  ).split(' '),
);

/** A react-intl message id shown instead of its text (`examTaking.exam.start`). */
const MESSAGE_ID = /\b[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+){2,}\b/;

/** Every visible text line and every accessible or advisory text (labels, titles, placeholders, alt). */
async function screenStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const strings = new Set<string>();
    for (const line of document.body.innerText.split('\n')) if (line.trim()) strings.add(line.trim());
    const attributes = [
      'aria-label',
      'aria-roledescription',
      'aria-valuetext',
      'title',
      'placeholder',
      'alt',
    ];
    for (const element of document.querySelectorAll('*')) {
      for (const name of attributes) {
        const value = element.getAttribute(name)?.trim();
        if (value) strings.add(value);
      }
    }
    if (document.title.trim()) strings.add(document.title.trim());
    return [...strings];
  });
}

/** The strings of the screen that are English or a message id, with what gave them away. */
export async function untranslatedStrings(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const text of await screenStrings(page)) {
    if (/@|:\/\//.test(text)) continue; // e-mail addresses and links are data
    const english = (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => ENGLISH_WORDS.has(word));
    if (english.length > 0) found.push(`"${text}" (English: ${english.join(', ')})`);
    else if (MESSAGE_ID.test(text)) found.push(`"${text}" (a message id)`);
  }
  return found;
}

/** axe's serious and critical violations on the screen as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`)
          .join(' | ')}`,
    );
}

/**
 * The controls (links, buttons, fields) a user cannot see whole without scrolling sideways: on a phone, a
 * table whose row ran wider than the screen hid its last column, the row's action, behind a sideways
 * scroll. Visually hidden elements (a pixel or less) are not looked at.
 */
export async function cutOffControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=link]';
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        const name = (element.getAttribute('aria-label') ?? element.innerText ?? '').trim().slice(0, 40);
        found.push(
          `${element.tagName.toLowerCase()} "${name}" at ${Math.round(box.left)}–${Math.round(box.right)} px`,
        );
      }
    }
    return found;
  });
}

export interface Screen {
  name: string;
  /** Waits until the screen shows its content (not a spinner). */
  ready: (page: Page) => Promise<void>;
  /** Reaches the screen afresh once the language is chosen (default: loads the address it was checked at). */
  open?: (page: Page, url: string) => Promise<void>;
}

/**
 * The screen the page is on, checked as every user meets it: axe at desktop and phone sizes (no serious
 * or critical violation, no control past the screen's edge), and no English text or message id in pt-BR, es and pt-PT (each loaded afresh
 * with the language chosen). Leaves the page on the screen in the project's default language.
 */
export async function checkScreen(page: Page, screen: Screen): Promise<void> {
  const url = page.url();
  const open = screen.open ?? ((p: Page, address: string) => p.goto(address).then(() => undefined));
  await screen.ready(page);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await screen.ready(page);
    expect(await seriousViolations(page), `axe on ${screen.name} (${size})`).toEqual([]);
    expect(await cutOffControls(page), `controls past the edge of ${screen.name} (${size})`).toEqual([]);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  for (const locale of LOCALES) {
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [LANGUAGE_KEY, locale]);
    await open(page, url);
    await screen.ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    expect(await untranslatedStrings(page), `untranslated text on ${screen.name} in ${locale}`).toEqual([]);
  }
  await page.evaluate((key) => localStorage.removeItem(key), LANGUAGE_KEY);
  await open(page, url);
  await screen.ready(page);
}
