import { type Compilable, type CompiledQuery, createQueryId, type Kysely } from 'kysely';

/** Stands for one value (or one element of a list value) while a reusable query is built. */
class Placeholder {
  readonly key: string;
  readonly index: number | null;
  constructor(key: string, index: number | null) {
    this.key = key;
    this.index = index;
  }
}

type Values = Record<string, unknown>;

/** Each value's presence (`-` absent, `+` given) and each list's length: what shapes the SQL. */
const presenceOf = (values: Values) =>
  Object.values(values)
    .map((value) => (value === null || value === undefined ? '-' : Array.isArray(value) ? value.length : '+'))
    .join(',');

const placeholdersFor = <V extends Values>(values: V): V =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      value === null || value === undefined
        ? value
        : Array.isArray(value)
          ? value.map((_, index) => new Placeholder(key, index))
          : new Placeholder(key, null),
    ]),
  ) as V;

interface Prepared<Row> {
  query: CompiledQuery<Row>;
  /** For each parameter of the compiled query, where its value comes from (null: fixed in it). */
  slots: Array<Placeholder | null>;
}

/**
 * A query built with Kysely and compiled once per shape and database, then run with each call's
 * values: building and compiling cost as much as running a short indexed query. `build` gets
 * placeholders for the values and may branch only on whether a value is given (and a list's
 * length), never on the value itself, nor transform it (pass values already transformed);
 * `shape` names anything else its SQL depends on (an ordering, a plan choice).
 */
export function reusableQuery<DB, V extends Values, Row, Shape = undefined>(
  build: (db: Kysely<DB>, values: V, shape: Shape) => Compilable<Row>,
  shapeKey: (shape: Shape) => string = () => '',
) {
  const preparedByDb = new WeakMap<Kysely<DB>, Map<string, Prepared<Row>>>();
  const prepare = (db: Kysely<DB>, values: V, shape: Shape, key: string, byKey: Map<string, Prepared<Row>>) => {
    const query = build(db, placeholdersFor(values), shape).compile();
    const slots = query.parameters.map((parameter) => (parameter instanceof Placeholder ? parameter : null));
    const prepared = { query, slots };
    byKey.set(key, prepared);
    return prepared;
  };
  return async (db: Kysely<DB>, values: V, shape: Shape): Promise<Row[]> => {
    let byKey = preparedByDb.get(db);
    if (!byKey) {
      byKey = new Map();
      preparedByDb.set(db, byKey);
    }
    const key = `${shapeKey(shape)}|${presenceOf(values)}`;
    const { query, slots } = byKey.get(key) ?? prepare(db, values, shape, key, byKey);
    const parameters = query.parameters.map((parameter, position) => {
      const slot = slots[position];
      if (!slot) return parameter;
      const value = values[slot.key];
      return slot.index === null ? value : (value as unknown[])[slot.index];
    });
    const result = await db.executeQuery<Row>({ ...query, parameters, queryId: createQueryId() });
    return result.rows;
  };
}
