import { defineBenchmark } from '../lib/types.ts';

/** The list size issue 10 asks for: the seeded people plus generated ones. */
const USERS = 5_000;
const PARALLEL_WRITES = 8;

interface ListedOperator {
  id: number;
  regions: string[];
}

const IGT_GROUPS = ['CM', 'AM', 'SA'];
const OPERATOR_GROUPS = ['customer', 'performance', 'affiliate'];

/**
 * The admin users list (GET /api/users/getAll, every type) as the SA reads it, over 5,000 users
 * added through POST /api/user/create: mostly operator staff with their operator's regions, some
 * provider staff and some guests.
 */
export default defineBenchmark({
  name: 'GET /api/users/getAll (5,000 users)',
  request: async (ctx) => {
    const sa = await ctx.login('sa@demo.test');
    const operators = await ctx.api<ListedOperator[]>({
      method: 'GET',
      path: '/api/operator/get',
      headers: { 'consumer-token': sa },
    });
    const existing = await ctx.api<unknown[]>({
      method: 'GET',
      path: '/api/users/getAll',
      headers: { 'consumer-token': sa },
    });

    let next = existing.length;
    const addUsers = async () => {
      while (next < USERS) {
        const n = next++;
        const fields: Record<string, string> = {
          type: 'POST',
          firstName: `Bench${n}`,
          surname: `User ${String(n).padStart(5, '0')}`,
          email: `bench.user.${n}@example.com`,
          trackName: `bench-${n}`,
          sendSetPasswordMail: 'false',
        };
        const operator = operators[n % operators.length];
        if (n % 10 === 0) {
          Object.assign(fields, {
            userType: 'guest',
            guestExpiryDays: String(1 + (n % 30)),
            regions: JSON.stringify([{ region: 'us--all', isDefault: true }]),
          });
        } else if (n % 10 === 1 || !operator) {
          Object.assign(fields, {
            userType: 'igt',
            userGroup: IGT_GROUPS[n % IGT_GROUPS.length],
            regions: JSON.stringify([
              { region: 'us--all', isDefault: true },
              { region: 'europe--all', isDefault: false },
            ]),
          });
        } else {
          Object.assign(fields, {
            userType: 'operator',
            userGroup: OPERATOR_GROUPS[n % OPERATOR_GROUPS.length],
            operator: String(operator.id),
            regions: JSON.stringify(operator.regions.map((region, i) => ({ region, isDefault: i === 0 }))),
          });
        }
        await ctx.api({
          method: 'POST',
          path: '/api/user/create',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'consumer-token': sa },
          body: new URLSearchParams(fields).toString(),
        });
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_WRITES }, addUsers));

    return { method: 'GET', path: '/api/users/getAll', headers: { 'consumer-token': sa } };
  },
});
