import { ApiError, AppError } from '../../app/errors/errors';

/** A rule said no: thrown for the caller to show (the search box, the palette page), never toasted here. */
export const refusal = (message: string): AppError => new AppError(message, { code: 'VALIDATION_ERROR', status: 400 });

/** The data service holds no classification for a product code. */
export const notFound = (message: string): AppError => new AppError(message, { code: 'NOT_FOUND', status: 404 });

/** One of the two above (not a server's answer): what the search box shows instead of a toast. */
export const isSearchRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && !(error instanceof ApiError) && (error.code === 'VALIDATION_ERROR' || error.code === 'NOT_FOUND');
