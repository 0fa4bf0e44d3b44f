import type { KyselyPlugin } from 'kysely';

/**
 * Counts the statements that reach the database: one result each (a query's sub-queries, such
 * as the parts of a UNION, are transformed one by one but answer once).
 */
export class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery: KyselyPlugin['transformQuery'] = (args) => args.node;
  transformResult: KyselyPlugin['transformResult'] = async (args) => {
    this.count++;
    return args.result;
  };
}
