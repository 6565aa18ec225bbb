// The one error type of expected failures: an area and a code of the closed list (app-error-codes.ts), which give
// the HTTP status and the message; routes turn it into an answer with appErrorData (app-error-response.server.ts).
import { APP_ERRORS, type AppErrorArea, type AppErrorCode } from "./app-error-codes.ts";

export { APP_ERRORS, type AppErrorArea, type AppErrorCode } from "./app-error-codes.ts";

export type AppErrorOptions = {
  /** Values for the message (`{{labels}}`, `{{slug}}` …). */
  params?: Record<string, string | number>;
  /** A message for the log (default: the code and its params). */
  message?: string;
  cause?: unknown;
};

export class AppError<Area extends AppErrorArea = AppErrorArea> extends Error {
  override name = "AppError";
  readonly area: Area;
  readonly code: AppErrorCode<Area>;
  readonly params: Record<string, string | number>;

  constructor(area: Area, code: AppErrorCode<Area>, { params = {}, message, cause }: AppErrorOptions = {}) {
    super(message ?? (Object.keys(params).length ? `${code} ${JSON.stringify(params)}` : code), { cause });
    this.area = area;
    this.code = code;
    this.params = params;
  }

  /** The HTTP status of this failure. */
  get status(): number {
    return entryOf(this).status;
  }
}

type Entry = { status: number; message: string; reason?: string };

export function entryOf(error: { area: AppErrorArea; code: string }): Entry {
  return (APP_ERRORS[error.area] as Record<string, Entry>)[error.code]!;
}

/** True for an AppError (of `area`, when given). */
export function isAppError<Area extends AppErrorArea>(error: unknown, area?: Area): error is AppError<Area> {
  return error instanceof AppError && (area === undefined || error.area === area);
}
