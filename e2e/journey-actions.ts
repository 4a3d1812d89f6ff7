/**
 * Counting the actions of a journey as the product's goal does: an action is one tap or click, one
 * field filled, or one choice from a list; scrolling and moving the keyboard focus are not actions
 * (Tab presses are counted apart, in `tabs`).
 */
import type { Locator, Page } from "@playwright/test";

/** The actions of one journey, in order, for the report when the count is over. */
export class Actions {
  readonly done: string[] = [];
  tabs = 0;
  constructor(private readonly page: Page) {}
  async tap(target: Locator, what: string) {
    await target.tap();
    this.done.push(`tap ${what}`);
  }
  async fill(target: Locator, value: string, what: string) {
    await target.fill(value);
    this.done.push(`fill ${what}`);
  }
  /** Tabs until `target` has the focus (not actions), then types `value` into it (one action). */
  async typeInto(target: Locator, value: string, what: string) {
    await this.tabTo(target);
    await this.page.keyboard.type(value);
    this.done.push(`type ${what}`);
  }
  /** Tabs until `target` has the focus, then presses `key` on it (one action). */
  async press(target: Locator, key: "Enter" | " ", what: string) {
    await this.tabTo(target);
    await this.page.keyboard.press(key === " " ? "Space" : key);
    this.done.push(`${key === " " ? "Space" : key} on ${what}`);
  }
  async tabTo(target: Locator, max = 120) {
    await target.waitFor();
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await this.page.keyboard.press("Tab");
      this.tabs++;
    }
    throw new Error(`${max} Tab presses did not reach ${target.toString()}`);
  }
}
