import type { Pagination } from '#sdk/schemas/common';

export const pageWindow = (page: number, limit: number) => ({ offset: (page - 1) * limit, limit });

export const pagination = (page: number, limit: number, total: number): Pagination => ({
  page,
  limit,
  total,
  pages: Math.ceil(total / limit),
});
