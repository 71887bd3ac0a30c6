import { launchBrowser, newPage, signIn, DEMO, PHONE, DESKTOP, goto } from "./helpers.ts";
const browser = await launchBrowser();
const [path, name, ...rest] = process.argv.slice(2);
for (const vp of [PHONE, DESKTOP]) {
  const { context, page } = await newPage(browser, vp);
  await signIn(page, DEMO.email, DEMO.password, DEMO.username);
  await goto(page, path!);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/audit1011/shots/${name}-${vp.name}.png`, fullPage: rest.includes("full") });
  await context.close();
}
await browser.close();
