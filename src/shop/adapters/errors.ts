/**
 * The error an adapter throws when a payload does not match its contract. Components never see a
 * raw payload: an adapter either returns a typed value or throws this, and the request layer turns
 * it into the spec's error state.
 */

/** One place where a payload broke its contract. */
export interface ContractIssue {
  /** Where in the payload, dot separated (`data.price.unit.amount`); `''` for the root. */
  path: string;
  /** What was wrong there. */
  message: string;
}

/** A payload that does not parse with the schema of its call. */
export class ApiContractError extends Error {
  override readonly name = 'ApiContractError';
  /** The call whose contract was broken, e.g. `GET /api/article/{id}`. */
  readonly contract: string;
  /** What was wrong, at most 20 entries. */
  readonly issues: readonly ContractIssue[];

  constructor(contract: string, issues: readonly ContractIssue[]) {
    const shown = issues.slice(0, 20);
    const first = shown[0];
    const summary = first ? ` at ${first.path === '' ? '(root)' : first.path}: ${first.message}` : '';
    super(`The answer of ${contract} does not match its contract${summary}`);
    this.contract = contract;
    this.issues = shown;
  }
}

/** Whether `error` is an {@link ApiContractError} (also across bundle copies). */
export function isApiContractError(error: unknown): error is ApiContractError {
  return (
    error instanceof ApiContractError ||
    (error instanceof Error &&
      error.name === 'ApiContractError' &&
      Array.isArray((error as { issues?: unknown }).issues))
  );
}

/** The shape of a schema validation failure this module understands (zod's `safeParse` result). */
interface SafeParseLike<T> {
  success: boolean;
  data?: T;
  error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
}

/**
 * Parses `raw` with `schema` and returns the typed value, or throws an {@link ApiContractError}
 * naming `contract`. Works with any schema that has zod's `safeParse`.
 * @example const article = parseContract(articleResponseSchema, json, 'GET /api/article/{id}').data;
 */
export function parseContract<T>(
  schema: { safeParse(data: unknown): SafeParseLike<T> },
  raw: unknown,
  contract: string,
): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data as T;
  const issues = (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.map((key) => String(key)).join('.'),
    message: issue.message,
  }));
  throw new ApiContractError(
    contract,
    issues.length > 0 ? issues : [{ path: '', message: 'Invalid payload' }],
  );
}

/**
 * Checks a file answer that must be a PDF (a return label, an invoice): it is handed on to the browser
 * only when it is one.
 * @param contract the call named in the error
 * @throws ApiContractError when the answer is not a PDF
 */
export function parsePdfFile(raw: unknown, contract: string): Blob {
  if (raw instanceof Blob && /^application\/pdf\b/i.test(raw.type)) return raw;
  throw new ApiContractError(contract, [{ path: '', message: 'The answer is not a PDF' }]);
}
