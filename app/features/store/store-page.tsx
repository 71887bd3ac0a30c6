import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import type { loadStore, storeAction } from "./store.server";
import { CheckoutPanel, pts } from "./checkout-panel";
import { resultFor } from "../../lib/form-result";
import { ConfirmAction } from "../../ui/confirm";
import { ErrorList } from "../../ui/field";
import { storeMessages as t } from "../../../domain/messages/store";
import { CUSTOMER_CANCEL_REASON, MAX_ITEMS_PER_ORDER, orderRef, type ProductSize } from "../../../domain/store";
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import { StoreStyles } from "./store-styles";
import { ResultBanner } from "../../ui/result-banner";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import { Icon } from "../../ui/icon";

function SizePicker({ sizes }: { sizes: ProductSize[] }) {
  if (sizes.length === 1) return <input type="hidden" name="size" value={sizes[0]!.size} />;
  const first = sizes.find((s) => s.stock > 0);
  return (
    <label className="mini-field">
      <span>{t.page.size}</span>
      <select name="size" defaultValue={first?.size} required>
        {sizes.map((s) => (
          <option key={s.size} value={s.size} disabled={s.stock === 0}>
            {s.size}
            {s.stock === 0 ? ` (${t.page.soldOut})` : s.stock < 5 ? ` (${t.page.left(s.stock)})` : ""}
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
  const categoryName = new Map(categories.map((c) => [c.id, t.categories[c.id] ?? c.name]));
  const fmt = formatter(currentLocale());
  const p_ = t.page;
  return (
    <section className="page store-page">
      <StoreStyles />
      <header className="page-header page-header-row">
        <div>
          <h1>{p_.title}</h1>
          <p className="muted">{p_.blurb}</p>
        </div>
        <div className="row-actions">
          <p className="points-pill" data-testid="store-points">
            {pts(points)}
          </p>
          <a className="btn btn-secondary cart-button" href="#cart">
            <Icon icon={ShoppingCart} /> {p_.cart} <span className="count-badge" aria-label={p_.cartCount(cart.count)}>{cart.count}</span>
          </a>
        </div>
      </header>

      {/* Shown where the shopper is looking (issue 26): on a phone the list is thousands of pixels long. */}
      <ResultBanner live reveal show="success" result={nearCart || nearOrders ? null : result} />
      {failed && !["checkout", "setQuantity", "cancel"].includes(failed.intent) ? <ErrorList reveal message={failed.message} /> : null}

      <Form method="get" className="filter-bar" role="search" aria-label={p_.searchLabel}>
        <label>
          {p_.search}
          <input name="q" type="search" defaultValue={query.q} maxLength={100} />
        </label>
        <label>
          {p_.category}
          <select name="category" defaultValue={query.category}>
            <option value="">{p_.allCategories}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {categoryName.get(c.id)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {p_.sortLabel}
          <select name="sort" defaultValue={query.sort}>
            <option value="featured">{t.sort.featured}</option>
            <option value="price">{t.sort.priceAsc}</option>
            <option value="name">{t.sort.nameAsc}</option>
            <option value="newest">{t.sort.newest}</option>
          </select>
        </label>
        <button className="btn btn-primary" type="submit">
          {p_.apply}
        </button>
      </Form>

      {products.length === 0 ? (
        <div className="empty-state">
          <p>{p_.noMatch}</p>
          <Link to="/store">{p_.showAll}</Link>
        </div>
      ) : (
        <ul className="product-grid" aria-label={p_.products}>
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
                    <span>{p_.qty}</span>
                    <input type="number" name="quantity" min={1} max={MAX_ITEMS_PER_ORDER} defaultValue={1} required />
                  </label>
                  <button type="submit" className="btn btn-primary" disabled={p.badge === "out" || busy}>
                    {p.badge === "out" ? t.outOfStock : p_.addToCart}
                    <span className="visually-hidden">: {p.name}</span>
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}

      <section id="cart" className="card cart-panel" aria-labelledby="cart-title">
        <h2 id="cart-title">{p_.yourCart}</h2>
        <ResultBanner reveal show="both" result={nearCart} />
        {cart.items.length === 0 ? (
          <p className="muted">{p_.cartEmpty}</p>
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
                      <span className="visually-hidden">{p_.quantityOf(i.name)}</span>
                      <input type="number" name="quantity" min={0} max={Math.min(MAX_ITEMS_PER_ORDER, i.stock)} defaultValue={i.quantity} />
                    </label>
                    <button className="btn btn-secondary btn-small" type="submit">
                      {p_.update}
                    </button>
                    <button className="btn btn-secondary btn-small" type="submit" name="quantity" value="0" aria-label={p_.removeItem(i.name)}>
                      {p_.remove}
                    </button>
                  </Form>
                  <span className="line-total">{pts(i.lineTotal)}</span>
                </li>
              ))}
            </ul>
            <dl className="totals">
              <div>
                <dt>{p_.subtotal}</dt>
                <dd>{pts(cart.subtotal)}</dd>
              </div>
              <div>
                <dt>{p_.homeDelivery}</dt>
                <dd>{shipping.home === 0 ? p_.free : p_.paidOnDelivery(pts(shipping.home))}</dd>
              </div>
              <div>
                <dt>{p_.pickup}</dt>
                <dd>{p_.free}</dd>
              </div>
            </dl>
            {insufficient ? (
              <p className="alert alert-error" role="alert">
                {t.insufficientPoints}: {p_.youHave(pts(points))}
              </p>
            ) : null}
            {checkoutOpen ? null : insufficient ? (
              <button className="btn btn-primary" disabled>
                {t.insufficientPoints}
              </button>
            ) : (
              <Link className="btn btn-primary" to="/store?checkout=1#checkout" preventScrollReset>
                {p_.checkout}
              </Link>
            )}
          </>
        )}
      </section>

      {checkoutOpen && cart.items.length > 0 ? (
        <CheckoutPanel cart={cart} summary={summary} delivery={delivery} idempotencyKey={idempotencyKey} failed={failed?.intent === "checkout" ? failed : null} busy={busy} action={backTo("checkout")} />
      ) : null}

      <section id="orders" className="orders-panel" aria-labelledby="orders-title">
        <h2 id="orders-title">{p_.myOrders}</h2>
        <ResultBanner reveal show="both" result={nearOrders} />
        {orders.length === 0 ? (
          <p className="muted">{p_.noOrder}</p>
        ) : (
          <ul className="order-list">
            {orders.map((o) => (
              <li key={o.id} className="card order-card" data-testid="order">
                <header className="page-header-row">
                  <strong>{p_.order(orderRef(o.id))}</strong>
                  <span className={`order-status status-${o.status}`}>{t.status[o.status]}</span>
                </header>
                <ul className="order-items">
                  {o.items.map((i) => (
                    <li key={`${i.productId}|${i.size}`}>
                      {i.quantity} × {i.productName} ({i.size}) · {pts(i.totalPrice)}
                    </li>
                  ))}
                </ul>
                <p className="small">
                  {p_.total(pts(o.subtotal))}
                  {o.shippingCost ? p_.shippingOnDelivery(pts(o.shippingCost)) : ""} · {o.deliveryMode === "home" ? p_.homeDelivery : p_.pickup} · {p_.tracking(o.trackingNumber)}
                </p>
                <p className="small muted">
                  {o.actualDelivery ? p_.delivered(fmt.date(o.actualDelivery)) : p_.estimated(fmt.date(o.estimatedDelivery))}
                </p>
                <ol className="timeline" aria-label={p_.statusHistory}>
                  {o.timeline.map((e) => (
                    <li key={e.status}>
                      {t.status[e.status]} · <time dateTime={e.at}>{fmt.dateTime(e.at)}</time>
                      {"reason" in e && e.reason ? ` · ${e.reason === CUSTOMER_CANCEL_REASON ? t.cancelledByCustomer : e.reason}` : null}
                    </li>
                  ))}
                </ol>
                {o.status === "pending" ? (
                  <ConfirmAction intent="cancel" label={p_.cancelOrder} question={p_.cancelQuestion} confirmLabel={p_.confirmCancel} hidden={{ id: o.id }} action={backTo("orders")} />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
