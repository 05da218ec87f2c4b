import type { Locator } from '@playwright/test';

/**
 * Picks an option in a select: a native <select> by value, or a custom listbox
 * (combobox trigger + options) by the option's visible label.
 */
export async function chooseOption(select: Locator, value: string, label: string = value): Promise<void> {
  const tag = await select.evaluate((el) => el.tagName.toLowerCase());
  if (tag === 'select') {
    await select.selectOption(value);
    return;
  }
  await select.click();
  await select.page().getByRole('option', { name: label, exact: true }).click();
}

/** The selected value (native select) or the trigger's visible text (custom select). */
export async function selectedValue(select: Locator): Promise<string> {
  const tag = await select.evaluate((el) => el.tagName.toLowerCase());
  if (tag === 'select') return select.inputValue();
  return (await select.innerText()).trim();
}

/**
 * The space between each required field's label text and its required mark (px), for every label in
 * `scope` that has one: the same in every form.
 */
export async function requiredMarkGaps(scope: Locator): Promise<number[]> {
  return scope.locator('label').evaluateAll((labels) =>
    labels.flatMap((label) => {
      const mark = label.querySelector('.chakra-field__requiredIndicator');
      const text = [...label.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!mark || !text) return [];
      const range = document.createRange();
      range.selectNodeContents(text);
      return [Math.round(mark.getBoundingClientRect().left - range.getBoundingClientRect().right)];
    }),
  );
}
