import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import type { adminOrdersAction, loadAdminOrders } from "./store.server";
import { DataTable, type Column } from "../../ui/data-table";
import { ConfirmAction } from "../../ui/confirm";
import { Pager } from "../../ui/pager";
import { ErrorList } from "../../ui/field";
import { CUSTOMER_CANCEL_REASON, ORDER_STATUSES, TRACKING_STATUS, nextStatuses, orderRef } from "../../../domain/store";
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import { storeMessages } from "../../../domain/messages/store";
import { storeAdminMessages } from "../../../domain/messages/store-admin";
import type { StaffOrderView } from "../../../api/services/store";
import { ResultBanner } from "../../ui/result-banner";

type Row = StaffOrderView & { username: string };
const pts = (n: number) => storeMessages.points(n);
const fmt = () => formatter(currentLocale());
const reasonText = (reason: string) => (reason === CUSTOMER_CANCEL_REASON ? storeMessages.cancelledByCustomer : reason);
const buyerName = (o: Row) => [o.deliveryInfo.firstName, o.deliveryInfo.lastName].filter(Boolean).join(" ");

function StatusForm({ order }: { order: Row }) {
  const next = nextStatuses(order.deliveryMode, order.status).filter((s) => s !== "cancelled");
  const a = storeAdminMessages;
  const ref = orderRef(order.id);
  return (
    <div className="row-actions">
      {next.length ? (
        <Form method="post" className="add-form">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="id" value={order.id} />
          <label className="mini-field">
            <span>{a.moveTo}</span>
            <select name="status" aria-label={a.newStatusOf(ref)}>
              {next.map((s) => (
                <option key={s} value={s}>
                  {storeMessages.status[s]}
                </option>
              ))}
            </select>
          </label>
          {next.some((s) => s === TRACKING_STATUS) ? (
            // The dispatch: the carrier's number goes on the order and in the buyer's notice.
            <label className="mini-field">
              <span>{a.trackingNumber}</span>
              <input name="trackingNumber" maxLength={40} autoComplete="off" placeholder={a.optional} aria-label={a.trackingOf(ref)} />
            </label>
          ) : null}
          <button className="btn btn-secondary btn-small" type="submit">
            {a.update}
          </button>
        </Form>
      ) : null}
      {nextStatuses(order.deliveryMode, order.status).includes("cancelled") ? (
        <ConfirmAction
          intent="cancel"
          label={a.cancel}
          question={a.cancelQuestion(ref, order.username, pts(order.subtotal))}
          confirmLabel={a.confirmCancel}
          hidden={{ id: order.id }}
        >
          <label className="mini-field">
            <span>{a.reasonRequired}</span>
            <input name="reason" required maxLength={200} aria-label={a.reasonOf(ref)} />
          </label>
        </ConfirmAction>
      ) : null}
      {order.status === "cancelled" ? (
        <ConfirmAction
          intent="delete"
          label={a.delete}
          question={a.deleteQuestion(ref, order.username)}
          confirmLabel={a.confirmDelete}
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
  const a = storeAdminMessages;
  return (
    <details className="order-detail" open={!!shown}>
      <summary>{orderRef(order.id)}</summary>
      <dl className="facts">
        <dt>{a.deliverTo}</dt>
        <dd>
          {buyerName(order)}
          {order.deliveryMode === "home" ? "" : a.pickupMark}
          {shown ? (
            <span data-testid="order-delivery">
              , {shown.phone}
              {order.deliveryMode === "home" ? `, ${[shown.address, shown.postalCode, shown.city, shown.country].filter(Boolean).join(", ")}` : ""}
            </span>
          ) : canSeeDelivery ? (
            <>
              {" "}
              <Link to={showHref()} preventScrollReset className="btn btn-small btn-secondary show-delivery" data-testid="show-delivery">
                {order.deliveryMode === "home" ? a.showPhoneAddress : a.showPhone}
              </Link>
              <span className="muted small"> {a.auditedView}</span>
            </>
          ) : null}
        </dd>
        <dt>{a.shipping}</dt>
        <dd>{order.shippingCost ? storeMessages.page.paidOnDelivery(pts(order.shippingCost)) : storeMessages.page.free}</dd>
        <dt>{a.estimated}</dt>
        <dd>{fmt().date(order.estimatedDelivery)}</dd>
        <dt>{a.delivered}</dt>
        <dd>{order.actualDelivery ? fmt().dateTime(order.actualDelivery) : a.notYet}</dd>
        <dt>{a.tracking}</dt>
        <dd>{order.trackingNumber}</dd>
      </dl>
      <ol className="order-history">
        {order.timeline.map((e) => (
          <li key={e.status}>
            {storeMessages.status[e.status]}, {fmt().dateTime(e.at)}
            {"reason" in e && e.reason ? `: ${reasonText(e.reason)}` : ""}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The table's columns, their headers in the reader's language. */
const columns = (a = storeAdminMessages): Column<Row>[] => [
  { key: "order", header: a.columns.order, cell: (o) => <OrderDetail order={o} /> },
  { key: "date", header: a.columns.date, sortable: true, className: "wrap-cell order-date", cell: (o) => fmt().dateTime(o.orderDate) },
  {
    key: "user",
    header: a.columns.buyer,
    className: "wrap-cell order-buyer",
    cell: (o) => (
      <div>
        {o.username}
        {buyerName(o) ? <div className="muted small">{buyerName(o)}</div> : null}
      </div>
    ),
  },
  { key: "items", header: a.columns.items, className: "wrap-cell order-items", cell: (o) => o.items.map((i) => `${i.quantity} × ${i.productName} (${i.size})`).join(", ") },
  {
    key: "total",
    header: a.columns.total,
    sortable: true,
    className: "order-total",
    cell: (o) => (
      <span data-testid="order-total">
        {pts(o.total)}
        {o.shippingCost ? <span className="muted small order-total-detail"> {a.totalDetail(pts(o.subtotal), pts(o.shippingCost))}</span> : null}
      </span>
    ),
  },
  { key: "mode", header: a.columns.delivery, cell: (o) => (o.deliveryMode === "home" ? a.home : a.pickup) },
  { key: "status", header: a.columns.status, sortable: true, cell: (o) => <span className={`order-status status-${o.status}`}>{storeMessages.status[o.status]}</span> },
  { key: "actions", header: a.columns.actions, className: "order-actions", cell: (o) => <StatusForm order={o} /> },
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
  const a = storeAdminMessages;
  return (
    <section className="page admin-orders" aria-busy={busy}>
      <header className="page-header">
        <h1>{a.title}</h1>
        <p className="muted">{a.blurb}</p>
      </header>
      <ResultBanner live show="success" result={result} />
      {result && !result.ok ? <ErrorList message={result.message} /> : null}
      <Form method="get" className="filter-bar" role="search" aria-label={a.searchLabel}>
        <input type="hidden" name="sort" value={sort} />
        <input type="hidden" name="order" value={order} />
        <label>
          {a.buyerOrNumber}
          <input type="search" name="q" defaultValue={filters.q} maxLength={100} placeholder={a.searchPlaceholder} />
        </label>
        <label>
          {a.status}
          <select name="status" defaultValue={filters.status}>
            <option value="">{a.allStatuses}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {storeMessages.status[s]}
              </option>
            ))}
          </select>
        </label>
        <button className="btn btn-primary" type="submit">
          {a.search}
        </button>
        {filtered ? (
          <Link className="btn btn-secondary" to="/adminorders">
            {a.clear}
          </Link>
        ) : null}
      </Form>
      {orders.length === 0 ? (
        <p className="empty-state" data-testid="orders-empty">
          {filtered ? a.noMatch : a.empty}
        </p>
      ) : (
        <>
          <DataTable rows={orders as Row[]} columns={columns()} rowKey={(o) => o.id} caption={a.caption} sort={sort} order={order} testId="orders-table" className="stack-narrow" />
          <Pager page={page} pageSize={pageSize} total={total} count={orders.length} href={href} noun="orders" label={a.pages} texts={{ ...storeAdminMessages.pager }} />
        </>
      )}
    </section>
  );
}
