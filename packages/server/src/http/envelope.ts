import type { ApiFailure, ApiSuccess, FieldErrors, Page } from '@grain/contract/envelope';
import { lastPageOf } from '@grain/contract/paging';

export const ok = <T>(data: T, message?: string): ApiSuccess<T> =>
  message === undefined ? { success: true, data } : { success: true, message, data };

export const failure = (message: string, errors?: FieldErrors): ApiFailure =>
  errors ? { success: false, message, errors } : { success: false, message };

export function page<T>(items: T[], total: number, currentPage: number, perPage: number): Page<T> {
  return {
    data: items,
    current_page: currentPage,
    last_page: lastPageOf(total, perPage),
    per_page: perPage,
    total,
  };
}
