import { describe, expect, it } from 'vitest';
import { demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS } from './demo-people';
import { useDemoWorldApp } from './demo-world.test-helpers';

const t = useDemoWorldApp();

const werkpad = demoId(DEMO_ORGANIZATIONS.werkpad.key);

describe('demo employers', () => {
  it('give the account manager something in every view, expired filter and account-manager filter', async () => {
    const client = await t.loginAsDemo('accountmanager@demo.koers.nl');
    const path = `/api/v1/organization/${werkpad}/employers`;
    const count = async (query: Record<string, string>) =>
      (await client.get(path, { query: { ...query, _count: 'true' } })).body.meta.count as number;
    expect(await count({})).toBe(7);
    expect(await count({ 'filter[view]': 'archived' })).toBe(2);
    expect(await count({ 'filter[view]': 'published' })).toBe(5);
    expect(await count({ 'filter[expired]': 'expired' })).toBeGreaterThan(0);
    expect(await count({ 'filter[expired]': 'nonExpired' })).toBeGreaterThan(0);
    expect(await count({ 'filter[account_manager]': 'none' })).toBeGreaterThan(0);
    expect(await count({ 'filter[account_manager]': 'noPrimary' })).toBeGreaterThan(0);
    const ruben = demoId('team-member:accountmanager-ruben:werkpad');
    expect(await count({ 'filter[account_manager]': ruben })).toBe(3);
    const withContacts = await client.get(path, { query: { include: 'contacts', 'filter[view]': 'published' } });
    expect(withContacts.body.included.length).toBeGreaterThan(4);
  });
});
