import { BLOCK_MESSAGES, BLOCK_TEXTS } from '../../src/contracts/blocks';
import type { Reply } from '../../src/contracts/content';
import type { ApiClient } from '../support/api-client';
import { screenshot, waitForToast } from '../support/browser';
import { addListedExpert } from '../support/e2e-experts';
import { logInThroughForm, postThroughApi, signUpMember, uniqueTitle } from '../support/e2e-members';
import { useAppAndBrowser, usePagePerTest } from '../support/e2e-suite';
import { until } from '../support/until';

const suite = useAppAndBrowser();
const tab = usePagePerTest(suite);

const member = (kind: string) => signUpMember(suite.app.baseUrl, kind);
const bell = () => tab.page.getByRole('link', { name: /^Notifications, / });
/** The bell's unread count, from its name ("Notifications, 2 unread" or "…, none unread"). */
const unread = async () => {
  const name = (await bell().getAttribute('aria-label')) ?? '';
  const count = /(\d+) unread/.exec(name)?.[1];
  return count === undefined ? 0 : Number(count);
};

/** A member under a name of their own, as the blocker will see it. */
async function named(kind: string, name: string) {
  const signedUp = await member(kind);
  const username = uniqueTitle(name);
  expect((await signedUp.api.patch('/api/account', { username })).status).toBe(200);
  return { ...signedUp, name: username };
}

const answersTo = async (api: ApiClient, questionId: number) => {
  const reply = await api.get(`/api/questions/${questionId}/answers`);
  expect(reply.status).toBe(200);
  return (reply.body.items as Reply[]).map((answer) => answer.text);
};

describe('blocking a member', () => {
  it('hides a harasser from the asker of a pseudonymous question, quietly, until unblocked in My Account', async () => {
    const asker = await member('asker');
    const title = uniqueTitle('Should I move out first?');
    const questionId = await postThroughApi(asker.api, 'questions', title, { acknowledged: true, pseudonymous: true });
    const harasser = await named('harasser', 'Harry Vance');
    const threat = 'I know where you sleep.';
    expect((await harasser.api.post(`/api/questions/${questionId}/answers`, { text: threat })).status).toBe(201);
    const articleTitle = uniqueTitle('Why you will lose everything');
    await postThroughApi(harasser.api, 'articles', articleTitle);
    const other = await member('other');

    await logInThroughForm(tab.page, asker.email);
    await tab.page.goto(`/answers/${questionId}`);
    const answer = tab.page.locator('main section article', { hasText: threat });
    await answer.waitFor();
    // Only the harasser's answer offers Block: the asker's own question does not.
    expect(await tab.page.getByRole('button', { name: /^Block / }).count()).toBe(1);
    await answer.getByRole('button', { name: `Block ${harasser.name}` }).click();
    const dialog = tab.page.getByRole('dialog', { name: BLOCK_TEXTS.confirmTitle(harasser.name) });
    await dialog.getByText(BLOCK_TEXTS.confirmBody).waitFor();
    await screenshot(tab.page, 'block-dialog');
    await dialog.getByRole('button', { name: BLOCK_TEXTS.confirm }).click();
    await waitForToast(tab.page, BLOCK_MESSAGES.blocked(harasser.name));

    // The answer gives way to the quiet line; Show brings it back, with Hide again.
    const hidden = tab.page.getByText(BLOCK_TEXTS.hidden);
    await hidden.waitFor();
    expect(await answer.count()).toBe(0);
    await screenshot(tab.page, 'block-answer-hidden', { settleMs: 250 });
    await tab.page.getByRole('button', { name: BLOCK_TEXTS.show, exact: true }).click();
    await answer.waitFor();
    await screenshot(tab.page, 'block-answer-shown');
    // The focus moved to the control that replaced Show.
    const hideAgain = tab.page.getByRole('button', { name: BLOCK_TEXTS.hide, exact: true });
    expect(await hideAgain.evaluate((button) => button === button.ownerDocument.activeElement)).toBe(true);
    await hideAgain.click();
    await hidden.waitFor();

    // Their article's card in the list is the quiet line too.
    await tab.page.goto('/articles');
    await tab.page.getByText(BLOCK_TEXTS.hidden).first().waitFor();
    expect(await tab.page.getByRole('link', { name: articleTitle }).count()).toBe(0);
    await screenshot(tab.page, 'block-list-card');
    // A post they publish while the list is open is no news: it comes in at once behind the quiet line, and
    // "N new posts" counts only the others'.
    await postThroughApi(harasser.api, 'articles', uniqueTitle('You will regret this'));
    await until(async () => (await tab.page.getByText(BLOCK_TEXTS.hidden).count()) === 2, 'the second quiet line');
    await postThroughApi(other.api, 'articles', uniqueTitle('What helped me at the start'));
    await tab.page.getByRole('button', { name: /^1 new post/ }).waitFor();

    // They answer again: they see it, nobody else does, and the asker hears nothing of it.
    await tab.page.goto(`/answers/${questionId}`);
    await hidden.waitFor();
    await bell().waitFor();
    const before = await unread();
    const again = 'You cannot hide from me.';
    expect((await harasser.api.post(`/api/questions/${questionId}/answers`, { text: again })).status).toBe(201);
    expect(await answersTo(harasser.api, questionId)).toContain(again);
    expect(await answersTo(other.api, questionId)).not.toContain(again);
    expect(await answersTo(asker.api, questionId)).not.toContain(again);
    // A later answer that does notify the asker: once its count arrives, the harasser's would have too.
    expect((await other.api.post(`/api/questions/${questionId}/answers`, { text: 'Stay safe.' })).status).toBe(201);
    await tab.page.getByRole('link', { name: 'Experts', exact: true }).first().click();
    await until(async () => (await unread()) === before + 1, 'the bell to count the kind answer');
    await tab.page.goto(`/answers/${questionId}`);
    await tab.page.locator('main section article', { hasText: 'Stay safe.' }).waitFor();
    expect(await tab.page.getByText(again).count()).toBe(0);
    expect(await tab.page.getByText(BLOCK_TEXTS.hidden).count()).toBe(1);
    expect(await unread()).toBe(before + 1);

    // My Account lists the harasser by the name the asker saw; Unblock shows the first answer again.
    await tab.page.goto('/account#blocked-members');
    const section = tab.page.locator('#blocked-members');
    await section.getByText(BLOCK_TEXTS.listIntro).waitFor();
    const row = section.getByRole('listitem').filter({ hasText: harasser.name });
    await row.getByText(/^Blocked on \d{1,2}\/\d{1,2}\/\d{4}$/).waitFor();
    await screenshot(tab.page, 'blocked-members');
    await row.getByRole('button', { name: `${BLOCK_TEXTS.unblock} ${harasser.name}` }).click();
    await waitForToast(tab.page, BLOCK_MESSAGES.unblocked(harasser.name));
    await section.getByText(BLOCK_TEXTS.listEmpty).waitFor();
    expect(await row.count()).toBe(0);
    await screenshot(tab.page, 'blocked-members-empty');
    await tab.page.goto(`/answers/${questionId}`);
    await answer.waitFor();
    expect(await tab.page.getByText(BLOCK_TEXTS.hidden).count()).toBe(0);
  });

  it("blocks an expert from the expert's profile page", async () => {
    const expert = await addListedExpert(suite.app, { name: 'Robin Vale', zip: '10001', topics: [] });
    const reader = await member('reader');
    await logInThroughForm(tab.page, reader.email);
    await tab.page.goto(`/expert/${expert.slug}`);
    const name = (await tab.page.getByRole('heading', { level: 1 }).innerText()).trim();
    await tab.page.getByRole('button', { name: `Block ${name}` }).click();
    const dialog = tab.page.getByRole('dialog', { name: BLOCK_TEXTS.confirmTitle(name) });
    await dialog.getByRole('button', { name: BLOCK_TEXTS.confirm }).click();
    await waitForToast(tab.page, BLOCK_MESSAGES.blocked(name));
    // The expert's posts give way to the quiet line, and the link is gone.
    await tab.page.getByText(BLOCK_TEXTS.hidden).waitFor();
    expect(await tab.page.getByRole('button', { name: `Block ${name}` }).count()).toBe(0);
    await screenshot(tab.page, 'block-expert-profile');

    await tab.page.goto('/account#blocked-members');
    await tab.page.locator('#blocked-members').getByRole('listitem').filter({ hasText: name }).waitFor();
  });

  it("offers no Block to a visitor, nor on an expert's own page", async () => {
    const expert = await addListedExpert(suite.app, { name: 'Sam Ortiz', zip: '10001', topics: [] });
    await tab.page.goto(`/expert/${expert.slug}`);
    await tab.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await tab.page.getByRole('button', { name: /^Block / }).count()).toBe(0);
    await logInThroughForm(tab.page, expert.email);
    await tab.page.goto(`/expert/${expert.slug}`);
    await tab.page.getByRole('heading', { level: 1 }).waitFor();
    await tab.page.getByRole('link', { name: /^Email / }).waitFor();
    expect(await tab.page.getByRole('button', { name: /^Block / }).count()).toBe(0);
  });
});
