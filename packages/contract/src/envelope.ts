/** Every API response is one of these two shapes (ARCHITECTURE §4). */
export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

export interface ApiFailure {
  success: false;
  message: string;
  errors?: FieldErrors;
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

/** Field name → human-readable messages, as returned with status 422. */
export type FieldErrors = Record<string, string[]>;

export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
