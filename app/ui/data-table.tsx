import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { SortOrder } from "../../domain/lists";
import ChevronDown from "lucide-react/icons/chevron-down";
import ChevronUp from "lucide-react/icons/chevron-up";
import ChevronsUpDown from "lucide-react/icons/chevrons-up-down";
import { Icon } from "./icon";

export type Column<Row> = {
  /** The sort key the server whitelists (only sortable columns need one that matches). */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
  sortable?: boolean;
};

/**
 * A table whose sortable headers are links (?sort=&order=, back to page 1), so
 * sorting works without JavaScript and the URL says what is shown.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  caption,
  sort,
  order,
  rowProps,
  className,
  testId,
}: {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  /** Read by screen readers only. */
  caption: string;
  sort?: string;
  order?: SortOrder;
  rowProps?: (row: Row) => React.HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  className?: string;
  testId?: string;
}) {
  const location = useLocation();
  const sortHref = (key: string) => {
    const params = new URLSearchParams(location.search);
    params.set("sort", key);
    params.set("order", sort === key && order === "desc" ? "asc" : "desc");
    params.delete("page");
    return `${location.pathname}?${params}`;
  };
  return (
    <div className="table-wrap">
      <table className={`data-table${className ? ` ${className}` : ""}`} data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const active = sort === c.key;
              return (
                <th key={c.key} scope="col" className={c.className} aria-sort={active ? (order === "asc" ? "ascending" : "descending") : undefined}>
                  {c.sortable ? (
                    <Link to={sortHref(c.key)} preventScrollReset className="sort-link">
                      {c.header}
                      {" "}
                      <Icon icon={active ? (order === "asc" ? ChevronUp : ChevronDown) : ChevronsUpDown} />
                    </Link>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((c) => (
                <td key={c.key} className={c.className} data-label={typeof c.header === "string" ? c.header : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
