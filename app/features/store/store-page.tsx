import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import type { loadStore, storeAction } from "./store.server";
import { CheckoutPanel, pts } from "./checkout-panel";
import { resultFor } from "../../lib/form-result";
import { ConfirmAction } from "../../ui/confirm";
import { ErrorList } from "../../ui/field";
import { storeMessages as t } from "../../../domain/messages/store";
import { MAX_ITEMS_PER_ORDER, ORDER_STATUS_LABELS, orderRef, type ProductSize } from "../../../domain/store";
import { formatDate } from "../../../domain/format";
import { StoreStyles } from "./store-styles";
import { ResultBanner } from "../../ui/result-banner";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import { Icon } from "../../ui/icon";

function SizePicker({ sizes }: { sizes: ProductSize[] }) {
  if (sizes.length === 1) return <input type="hidden" name="size" value={sizes[0]!.size} />;
  const first = sizes.find((s) => s.stock > 0);
  return (
    <label className="mini-field">
      <span>Size</span>
      <select name="size" defaultValue={first?.size} required>
        {sizes.map((s) => (
          <option key={s.size} value={s.size} disabled={s.stock === 0}>
            {s.size}
            {s.stock === 0 ? " (sold out)" : s.stock < 5 ? ` (${s.stock} left)` : ""}
          </option>
        ))}
      </select>
    </label>
  );
}

export function StorePage() {
  const { products, categories, query, cart, summary, orders, checkoutOpen, delivery, idempotencyKey } = useLoaderData<typeof loadStore>();
  const result = useActionData<typeof storeAction>();
  const busy = useNavigation().state === "submitting";
  const failed = result && !result.ok ? result : null;
  // A form's answer shows beside the form (issue 26). Without JavaScript the answer is a new page:
  // the action's #fragment brings the browser back to that part of it.
  const { pathname, search } = useLocation();
  const backTo = (id: string) => `${pathname}${search}#${id}`;
  const nearCart = resultFor(result, "setQuantity");
  const nearOrders = resultFor(result, "cancel");
  const { balance: points, shipping } = summary;
  const insufficient = !summary.payable;
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  return (
    <section className="page store-page">
      <StoreStyles />
      <header className="page-header page-header-row">
        <div>
          <h1>Store</h1>
          <p className="muted">Spend the points you win on real items.</p>
        </div>
        <div className="row-actions">
          <p className="points-pill" data-testid="store-points">
            {pts(points)}
          </p>
          <a className="btn btn-secondary cart-button" href="#cart">
            <Icon icon={ShoppingCart} /> Cart <span className="count-badge" aria-label={`${cart.count} items`}>{cart.count}</span>
          </a>
        </div>
      </header>

      {/* Shown where the shopper is looking (issue 26): on a phone the list is thousands of pixels long. */}
      <ResultBanner live reveal show="success" result={nearCart || nearOrders ? null : result} />
      {failed && !["checkout", "setQuantity", "cancel"].includes(failed.intent) ? <ErrorList reveal message={failed.message} /> : null}

      <Form method="get" className="filter-bar" role="search" aria-label="Search the store">
        <label>
          Search
          <input name="q" type="search" defaultValue={query.q} maxLength={100} />
        </label>
        <label>
          Category
          <select name="category" defaultValue={query.category}>
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Sort
          <select name="sort" defaultValue={query.sort}>
            <option value="featured">{t.sort.featured}</option>
            <option value="price">{t.sort.priceAsc}</option>
            <option value="name">{t.sort.nameAsc}</option>
            <option value="newest">{t.sort.newest}</option>
          </select>
        </label>
        <button className="btn btn-primary" type="submit">
          Apply
        </button>
      </Form>

      {products.length === 0 ? (
        <div className="empty-state">
          <p>No product matches your search.</p>
          <Link to="/store">Show everything</Link>
        </div>
      ) : (
        <ul className="product-grid" aria-label="Products">
          {products.map((p) => (
            <li key={p.id} className="product-card" data-testid="product" data-product={p.id}>
              <img src={p.imageUrl} alt="" width={240} height={240} loading="lazy" />
              <div className="product-body">
                <p className="muted small">{categoryName.get(p.category as never) ?? p.category}</p>
                <h2 className="product-name">{p.name}</h2>
                {p.badge ? <span className={`stock-badge stock-${p.badge}`}>{p.badge === "out" ? t.outOfStock : t.lowStock}</span> : null}
                <p className="product-desc">{p.description}</p>
                <p className="product-price">{pts(p.price)}</p>
                <Form method="post" className="add-form" preventScrollReset>
                  <input type="hidden" name="intent" value="add" />
                  <input type="hidden" name="productId" value={p.id} />
                  <SizePicker sizes={p.sizeList} />
                  <label className="mini-field">
                    <span>Qty</span>
                    <input type="number" name="quantity" min={1} max={MAX_ITEMS_PER_ORDER} defaultValue={1} required />
                  </label>
                  <button type="submit" className="btn btn-primary" disabled={p.badge === "out" || busy}>
                    {p.badge === "out" ? t.outOfStock : "Add to cart"}
                    <span className="visually-hidden">: {p.name}</span>
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}

      <section id="cart" className="card cart-panel" aria-labelledby="cart-title">
        <h2 id="cart-title">Your cart</h2>
        <ResultBanner reveal show="both" result={nearCart} />
        {cart.items.length === 0 ? (
          <p className="muted">Your cart is empty.</p>
        ) : (
          <>
            <ul className="cart-lines">
              {cart.items.map((i) => (
                <li key={`${i.productId}|${i.size}`}>
                  <span>
                    <strong>{i.name}</strong> <span className="muted">({i.size})</span>
                  </span>
                  <Form method="post" action={backTo("cart")} className="qty-form" preventScrollReset>
                    <input type="hidden" name="intent" value="setQuantity" />
                    <input type="hidden" name="productId" value={i.productId} />
                    <input type="hidden" name="size" value={i.size} />
                    <label className="mini-field">
                      <span className="visually-hidden">Quantity of {i.name}</span>
                      <input type="number" name="quantity" min={0} max={Math.min(MAX_ITEMS_PER_ORDER, i.stock)} defaultValue={i.quantity} />
                    </label>
                    <button className="btn btn-secondary btn-small" type="submit">
                      Update
                    </button>
                    <button className="btn btn-secondary btn-small" type="submit" name="quantity" value="0" aria-label={`Remove ${i.name}`}>
                      Remove
                    </button>
                  </Form>
                  <span className="line-total">{pts(i.lineTotal)}</span>
                </li>
              ))}
            </ul>
            <dl className="totals">
              <div>
                <dt>Subtotal</dt>
                <dd>{pts(cart.subtotal)}</dd>
              </div>
              <div>
                <dt>Home delivery</dt>
                <dd>{shipping.home === 0 ? "Free" : `${pts(shipping.home)}, paid on delivery`}</dd>
              </div>
              <div>
                <dt>Pickup</dt>
                <dd>Free</dd>
              </div>
            </dl>
            {insufficient ? (
              <p className="alert alert-error" role="alert">
                {t.insufficientPoints}: you have {pts(points)}.
              </p>
            ) : null}
            {checkoutOpen ? null : insufficient ? (
              <button className="btn btn-primary" disabled>
                {t.insufficientPoints}
              </button>
            ) : (
              <Link className="btn btn-primary" to="/store?checkout=1#checkout" preventScrollReset>
                Checkout
              </Link>
            )}
          </>
        )}
      </section>

      {checkoutOpen && cart.items.length > 0 ? (
        <CheckoutPanel cart={cart} summary={summary} delivery={delivery} idempotencyKey={idempotencyKey} failed={failed?.intent === "checkout" ? failed : null} busy={busy} action={backTo("checkout")} />
      ) : null}

      <section id="orders" className="orders-panel" aria-labelledby="orders-title">
        <h2 id="orders-title">My orders</h2>
        <ResultBanner reveal show="both" result={nearOrders} />
        {orders.length === 0 ? (
          <p className="muted">No order yet.</p>
        ) : (
          <ul className="order-list">
            {orders.map((o) => (
              <li key={o.id} className="card order-card" data-testid="order">
                <header className="page-header-row">
                  <strong>Order {orderRef(o.id)}</strong>
                  <span className={`order-status status-${o.status}`}>{ORDER_STATUS_LABELS[o.status]}</span>
                </header>
                <ul className="order-items">
                  {o.items.map((i) => (
                    <li key={`${i.productId}|${i.size}`}>
                      {i.quantity} × {i.productName} ({i.size}) · {pts(i.totalPrice)}
                    </li>
                  ))}
                </ul>
                <p className="small">
                  Total {pts(o.subtotal)}
                  {o.shippingCost ? ` + ${pts(o.shippingCost)} shipping paid on delivery` : ""} · {o.deliveryMode === "home" ? "Home delivery" : "Pickup"} · tracking {o.trackingNumber}
                </p>
                <p className="small muted">
                  {o.actualDelivery ? `Delivered ${formatDate(o.actualDelivery, "en-GB", "date")}` : `Estimated ${formatDate(o.estimatedDelivery, "en-GB", "date")}`}
                </p>
                <ol className="timeline" aria-label="Status history">
                  {o.timeline.map((e) => (
                    <li key={e.status}>
                      {ORDER_STATUS_LABELS[e.status]} · <time dateTime={e.at}>{formatDate(e.at, "en-GB", "dateTime")}</time>
                      {"reason" in e && e.reason ? ` · ${e.reason}` : null}
                    </li>
                  ))}
                </ol>
                {o.status === "pending" ? (
                  <ConfirmAction intent="cancel" label="Cancel order" question="Cancel this order? Your points come back and the items go back on sale." confirmLabel="Yes, cancel" hidden={{ id: o.id }} action={backTo("orders")} />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
