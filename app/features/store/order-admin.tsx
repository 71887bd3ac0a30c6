import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { adminOrdersAction, loadAdminOrders } from "./store.server";
import { DataTable, type Column } from "../../ui/data-table";
import { ConfirmAction } from "../../ui/confirm";
import { Pager } from "../../ui/pager";
import { ErrorList } from "../../ui/field";
import { ORDER_STATUS_LABELS, nextStatuses, orderRef } from "../../../domain/store";
import { formatDate } from "../../../domain/format";
import type { OrderView } from "../../../api/services/store";
import { ResultBanner } from "../../ui/result-banner";

type Row = OrderView & { username: string };
const pts = (n: number) => `${n.toLocaleString("en-GB")} pts`;

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
  const info = order.deliveryInfo as Record<string, string | undefined>;
  return (
    <details className="order-detail">
      <summary>{orderRef(order.id)}</summary>
      <dl className="facts">
        <dt>Deliver to</dt>
        <dd>
          {[info.firstName, info.lastName].filter(Boolean).join(" ")}, {info.phone}
          {order.deliveryMode === "home" ? `, ${[info.address, info.postalCode, info.city].filter(Boolean).join(", ")}` : " (pickup)"}
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
  { key: "date", header: "Date", sortable: true, cell: (o) => formatDate(o.orderDate, "en-GB", "dateTime") },
  { key: "user", header: "Manager", cell: (o) => o.username },
  { key: "items", header: "Items", className: "wrap-cell", cell: (o) => o.items.map((i) => `${i.quantity} × ${i.productName} (${i.size})`).join(", ") },
  { key: "total", header: "Total", sortable: true, cell: (o) => pts(o.subtotal) },
  { key: "mode", header: "Delivery", cell: (o) => (o.deliveryMode === "home" ? "Home" : "Pickup") },
  { key: "status", header: "Status", sortable: true, cell: (o) => <span className={`order-status status-${o.status}`}>{ORDER_STATUS_LABELS[o.status]}</span> },
  { key: "actions", header: "Actions", cell: (o) => <StatusForm order={o} /> },
];

export function AdminOrdersPage() {
  const { orders, sort, order, total, page, pageSize } = useLoaderData<typeof loadAdminOrders>();
  const result = useActionData<typeof adminOrdersAction>();
  return (
    <section className="page">
      <header className="page-header">
        <h1>Order management</h1>
        <p className="muted">Orders move forward only; a cancel refunds the points and restocks once.</p>
      </header>
      <ResultBanner live show="success" result={result} />
      {result && !result.ok ? <ErrorList message={result.message} /> : null}
      {orders.length === 0 ? (
        <p className="empty-state">No order yet.</p>
      ) : (
        <>
          <DataTable rows={orders as Row[]} columns={columns} rowKey={(o) => o.id} caption="Orders" sort={sort} order={order} testId="orders-table" />
          <Pager page={page} pageSize={pageSize} total={total} count={orders.length} href={(p) => `/adminorders?sort=${sort}&order=${order}&page=${p}`} noun="orders" label="Order pages" />
        </>
      )}
    </section>
  );
}
