import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import type { adminOrdersAction, loadAdminOrders } from "./store.server";
import { DataTable, type Column } from "../../ui/data-table";
import { ConfirmAction } from "../../ui/confirm";
import { Pager } from "../../ui/pager";
import { ErrorList } from "../../ui/field";
import { ORDER_STATUSES, ORDER_STATUS_LABELS, TRACKING_STATUS, nextStatuses, orderRef } from "../../../domain/store";
import { formatDate } from "../../../domain/format";
import type { StaffOrderView } from "../../../api/services/store";
import { ResultBanner } from "../../ui/result-banner";

type Row = StaffOrderView & { username: string };
const pts = (n: number) => `${n.toLocaleString("en-GB")} pts`;
const buyerName = (o: Row) => [o.deliveryInfo.firstName, o.deliveryInfo.lastName].filter(Boolean).join(" ");

function StatusForm({ order }: { order: Row }) {
  const next = nextStatuses(order.deliveryMode, order.status).filter((s) => s !== "cancelled");
  return (
    <div className="row-actions">
      {next.length ? (
        <Form method="post" className="add-form">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="id" value={order.id} />
          <label className="mini-field">
            <span>Move to</span>
            <select name="status" aria-label={`New status of order ${orderRef(order.id)}`}>
              {next.map((s) => (
                <option key={s} value={s}>
                  {ORDER_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          {next.some((s) => s === TRACKING_STATUS) ? (
            // The dispatch: the carrier's number goes on the order and in the buyer's notice.
            <label className="mini-field">
              <span>Tracking number</span>
              <input name="trackingNumber" maxLength={40} autoComplete="off" placeholder="optional" aria-label={`Tracking number of order ${orderRef(order.id)} (optional)`} />
            </label>
          ) : null}
          <button className="btn btn-secondary btn-small" type="submit">
            Update
          </button>
        </Form>
      ) : null}
      {nextStatuses(order.deliveryMode, order.status).includes("cancelled") ? (
        <ConfirmAction
          intent="cancel"
          label="Cancel"
          question={`Cancel order ${orderRef(order.id)} of ${order.username}? ${pts(order.subtotal)} go back to them and the items back on sale.`}
          confirmLabel="Yes, cancel"
          hidden={{ id: order.id }}
        >
          <label className="mini-field">
            <span>Reason (required)</span>
            <input name="reason" required maxLength={200} aria-label={`Reason to cancel order ${orderRef(order.id)}`} />
          </label>
        </ConfirmAction>
      ) : null}
      {order.status === "cancelled" ? (
        <ConfirmAction
          intent="delete"
          label="Delete"
          question={`Delete cancelled order ${orderRef(order.id)} of ${order.username}? Its lines and history go; the points ledger and the audit log keep their rows. This cannot be undone.`}
          confirmLabel="Yes, delete"
          hidden={{ id: order.id }}
        />
      ) : null}
    </div>
  );
}

/** The order's detail: delivery, dates, tracking and every status change with its reason. */
function OrderDetail({ order }: { order: Row }) {
  const { delivery, canSeeDelivery } = useLoaderData<typeof loadAdminOrders>();
  const location = useLocation();
  // The phone and address are private data (issue 42): read for one order on demand, each read audited.
  const shown = delivery && delivery.id === order.id ? delivery.deliveryInfo : null;
  const showHref = () => {
    const p = new URLSearchParams(location.search);
    p.set("delivery", order.id);
    return `/adminorders?${p}`;
  };
  return (
    <details className="order-detail" open={!!shown}>
      <summary>{orderRef(order.id)}</summary>
      <dl className="facts">
        <dt>Deliver to</dt>
        <dd>
          {buyerName(order)}
          {order.deliveryMode === "home" ? "" : " (pickup)"}
          {shown ? (
            <span data-testid="order-delivery">
              , {shown.phone}
              {order.deliveryMode === "home" ? `, ${[shown.address, shown.postalCode, shown.city, shown.country].filter(Boolean).join(", ")}` : ""}
            </span>
          ) : canSeeDelivery ? (
            <>
              {" "}
              <Link to={showHref()} preventScrollReset className="btn btn-small btn-secondary show-delivery" data-testid="show-delivery">
                {order.deliveryMode === "home" ? "Show phone and address" : "Show phone"}
              </Link>
              <span className="muted small"> Each view is written to the audit log.</span>
            </>
          ) : null}
        </dd>
        <dt>Shipping</dt>
        <dd>{order.shippingCost ? `${pts(order.shippingCost)}, paid on delivery` : "Free"}</dd>
        <dt>Estimated</dt>
        <dd>{formatDate(order.estimatedDelivery, "en-GB", "date")}</dd>
        <dt>Delivered</dt>
        <dd>{order.actualDelivery ? formatDate(order.actualDelivery, "en-GB", "dateTime") : "Not yet"}</dd>
        <dt>Tracking</dt>
        <dd>{order.trackingNumber}</dd>
      </dl>
      <ol className="order-history">
        {order.timeline.map((e) => (
          <li key={e.status}>
            {ORDER_STATUS_LABELS[e.status]}, {formatDate(e.at, "en-GB", "dateTime")}
            {"reason" in e && e.reason ? `: ${e.reason}` : ""}
          </li>
        ))}
      </ol>
    </details>
  );
}

const columns: Column<Row>[] = [
  { key: "order", header: "Order", cell: (o) => <OrderDetail order={o} /> },
  { key: "date", header: "Date", sortable: true, className: "wrap-cell order-date", cell: (o) => formatDate(o.orderDate, "en-GB", "dateTime") },
  {
    key: "user",
    header: "Buyer",
    className: "wrap-cell order-buyer",
    cell: (o) => (
      <div>
        {o.username}
        {buyerName(o) ? <div className="muted small">{buyerName(o)}</div> : null}
      </div>
    ),
  },
  { key: "items", header: "Items", className: "wrap-cell order-items", cell: (o) => o.items.map((i) => `${i.quantity} × ${i.productName} (${i.size})`).join(", ") },
  {
    key: "total",
    header: "Total",
    sortable: true,
    className: "order-total",
    cell: (o) => (
      <span data-testid="order-total">
        {pts(o.total)}
        {o.shippingCost ? <span className="muted small order-total-detail"> ({pts(o.subtotal)} + {pts(o.shippingCost)} shipping)</span> : null}
      </span>
    ),
  },
  { key: "mode", header: "Delivery", cell: (o) => (o.deliveryMode === "home" ? "Home" : "Pickup") },
  { key: "status", header: "Status", sortable: true, cell: (o) => <span className={`order-status status-${o.status}`}>{ORDER_STATUS_LABELS[o.status]}</span> },
  { key: "actions", header: "Actions", className: "order-actions", cell: (o) => <StatusForm order={o} /> },
];

export function AdminOrdersPage() {
  const { orders, sort, order, total, page, pageSize, filters } = useLoaderData<typeof loadAdminOrders>();
  const result = useActionData<typeof adminOrdersAction>();
  const busy = useNavigation().state === "loading";
  const filtered = !!(filters.q || filters.status);
  const href = (p: number) => {
    const params = new URLSearchParams({ sort, order });
    if (filters.q) params.set("q", filters.q);
    if (filters.status) params.set("status", filters.status);
    if (p > 1) params.set("page", String(p));
    return `/adminorders?${params}`;
  };
  return (
    <section className="page admin-orders" aria-busy={busy}>
      <header className="page-header">
        <h1>Order management</h1>
        <p className="muted">Orders move forward only; a cancel refunds the points and restocks once. The buyer is told of every move.</p>
      </header>
      <ResultBanner live show="success" result={result} />
      {result && !result.ok ? <ErrorList message={result.message} /> : null}
      <Form method="get" className="filter-bar" role="search" aria-label="Search orders">
        <input type="hidden" name="sort" value={sort} />
        <input type="hidden" name="order" value={order} />
        <label>
          Buyer or order number
          <input type="search" name="q" defaultValue={filters.q} maxLength={100} placeholder="name, email, username, #number" />
        </label>
        <label>
          Status
          <select name="status" defaultValue={filters.status}>
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <button className="btn btn-primary" type="submit">
          Search
        </button>
        {filtered ? (
          <Link className="btn btn-secondary" to="/adminorders">
            Clear
          </Link>
        ) : null}
      </Form>
      {orders.length === 0 ? (
        <p className="empty-state" data-testid="orders-empty">
          {filtered ? "No order matches this search." : "No order yet."}
        </p>
      ) : (
        <>
          <DataTable rows={orders as Row[]} columns={columns} rowKey={(o) => o.id} caption="Orders" sort={sort} order={order} testId="orders-table" className="stack-narrow" />
          <Pager page={page} pageSize={pageSize} total={total} count={orders.length} href={href} noun="orders" label="Order pages" />
        </>
      )}
    </section>
  );
}
