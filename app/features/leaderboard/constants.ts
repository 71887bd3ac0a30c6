/** Managers per page of the overall rankings. */
export const PAGE_SIZE = 20;
