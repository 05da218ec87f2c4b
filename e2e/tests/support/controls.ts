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
