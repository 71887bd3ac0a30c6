// The checkout (issue 26): the delivery form, prefilled from the buyer's profile, the order
// summary with the server's figures right above the pay button, and the phone rule checked as
// the server checks it (domain/store.ts phoneProblem: the same words on both sides).
// Choosing pickup hides the home-delivery fields by CSS alone (checkout.css, :has), so it holds
// before hydration and without JavaScript; the server ignores those fields for pickup.
import { Form } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { loadStore } from "./store.server";
import type { FormResult } from "../../lib/form-result";
import { ErrorList, Field } from "../../ui/field";
import { storeMessages as t } from "../../../domain/messages/store";
import { phoneProblem, type DeliveryFormValues } from "../../../domain/store";
import checkoutCss from "../../styles/checkout.css?inline";
import { InlineStyle } from "../../ui/inline-style";

type StoreData = Awaited<ReturnType<typeof loadStore>>;
type CheckoutFailure = FormResult<string, { delivery: DeliveryFormValues }>;

/** Points as the reader's language writes them ("1,234 pts", "1 234 pts"). */
export const pts = (n: number) => t.points(n);

/** The lines, the points they take, the shipping of each mode and the balance after paying. */
function OrderSummary({ cart, summary }: Pick<StoreData, "cart" | "summary">) {
  const c = t.checkout;
  return (
    <section className="order-summary" aria-labelledby="order-summary-title" data-testid="order-summary">
      <h3 id="order-summary-title">{c.summary}</h3>
      <table className="summary-table">
        <thead>
          <tr>
            <th scope="col">{c.item}</th>
            <th scope="col">{c.qty}</th>
            <th scope="col">{c.unitPrice}</th>
            <th scope="col">{c.price}</th>
          </tr>
        </thead>
        <tbody>
          {cart.items.map((i) => (
            <tr key={`${i.productId}|${i.size}`} data-testid="summary-line">
              <th scope="row">
                {i.name} <span className="muted">({i.size})</span>
              </th>
              <td data-testid="summary-quantity">{i.quantity}</td>
              <td data-testid="summary-unit-price">{pts(i.unitPrice)}</td>
              <td data-testid="summary-line-total">{pts(i.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="totals">
        <div className="summary-total">
          <dt>{c.total}</dt>
          <dd data-testid="summary-total">{pts(summary.subtotal)}</dd>
        </div>
        <div className="home-only">
          <dt>{c.shippingHome}</dt>
          <dd data-testid="summary-shipping-home">{summary.shipping.home === 0 ? t.page.free : t.page.paidOnDelivery(pts(summary.shipping.home))}</dd>
        </div>
        <div className="pickup-only">
          <dt>{c.shippingPickup}</dt>
          <dd>{t.page.free}</dd>
        </div>
        <div>
          <dt>{c.pointsNow}</dt>
          <dd data-testid="summary-balance">{pts(summary.balance)}</dd>
        </div>
        <div>
          <dt>{c.pointsAfter}</dt>
          <dd data-testid="summary-balance-after">{pts(summary.balanceAfter)}</dd>
        </div>
      </dl>
    </section>
  );
}

export function CheckoutPanel({
  cart,
  summary,
  delivery,
  idempotencyKey,
  failed,
  busy,
  action,
}: Pick<StoreData, "cart" | "summary" | "delivery" | "idempotencyKey"> & { failed: CheckoutFailure | null; busy: boolean; /** Where the form posts: back to this panel. */ action: string }) {
  // What the buyer typed when the server refused it, else the profile's values.
  const values = failed?.delivery ?? delivery;
  const fieldError = (name: string) => failed?.fields?.[`deliveryInfo.${name}`];
  // The phone as the browser judges it (same rule, same words); undefined: the server's answer shows.
  const [phoneError, setPhoneError] = useState<string | null | undefined>(undefined);
  useEffect(() => setPhoneError(undefined), [failed]);
  const phone = useRef<HTMLInputElement>(null);
  const checkPhone = (reveal: boolean) => {
    const input = phone.current;
    if (!input) return true;
    const problem = input.value.trim() || reveal ? phoneProblem(input.value) : null;
    setPhoneError(problem);
    if (problem && reveal) {
      // Where the buyer is looking: the field and its message in the middle of the screen.
      input.scrollIntoView({ block: "center" });
      input.focus({ preventScroll: true });
    }
    return !problem;
  };
  const v = (name: keyof DeliveryFormValues) => values?.[name] ?? "";
  const c = t.checkout;
  return (
    <section id="checkout" className="card checkout-panel" aria-labelledby="checkout-title">
      <InlineStyle css={checkoutCss} />
      <h2 id="checkout-title">{c.title}</h2>
      <p className="muted">
        {t.homeDelivery}; {t.pickup} ({c.officeHours(t.pickupHours)}).
      </p>
      <Form
        method="post"
        action={action}
        className="form-stack"
        onSubmit={(event) => {
          if (!checkPhone(true)) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="checkout" />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <ErrorList reveal message={failed?.message} />
        <fieldset>
          <legend>{c.delivery}</legend>
          <label className="check">
            <input type="radio" name="deliveryMode" value="home" defaultChecked={v("deliveryMode") !== "pickup"} /> {c.homeOption}
          </label>
          <label className="check">
            <input type="radio" name="deliveryMode" value="pickup" defaultChecked={v("deliveryMode") === "pickup"} /> {c.pickupOption}
          </label>
        </fieldset>
        <div className="form-grid">
          <Field label={c.firstName} error={fieldError("firstName")}>
            <input name="firstName" autoComplete="given-name" required defaultValue={v("firstName")} />
          </Field>
          <Field label={c.lastName} error={fieldError("lastName")}>
            <input name="lastName" autoComplete="family-name" required defaultValue={v("lastName")} />
          </Field>
          <Field label={c.phone} error={phoneError === undefined ? fieldError("phone") : phoneError}>
            <input
              ref={phone}
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              defaultValue={v("phone")}
              onBlur={() => checkPhone(false)}
              onChange={() => (phoneError || fieldError("phone") ? setPhoneError(null) : undefined)}
            />
          </Field>
        </div>
        <div className="form-grid home-only" data-testid="home-delivery-fields">
          <Field label={c.address} error={fieldError("address")}>
            <input name="address" autoComplete="street-address" defaultValue={v("address")} />
          </Field>
          <Field label={c.city} error={fieldError("city")}>
            <input name="city" autoComplete="address-level2" defaultValue={v("city")} />
          </Field>
          <Field label={c.postalCode} error={fieldError("postalCode")}>
            <input name="postalCode" autoComplete="postal-code" defaultValue={v("postalCode")} />
          </Field>
          <Field label={c.country} error={fieldError("country")}>
            <input name="country" autoComplete="country-name" defaultValue={v("country")} />
          </Field>
        </div>
        <p className="muted small pickup-only">{c.pickupNoAddress}</p>
        <OrderSummary cart={cart} summary={summary} />
        <fieldset>
          <legend>{c.terms}</legend>
          <ul className="terms">
            <li>{t.terms.noReturns}</li>
            <li>{t.terms.processing}</li>
            <li>{t.terms.deduction}</li>
          </ul>
          <label className="check">
            <input type="checkbox" name="acceptTerms" required /> {c.acceptTerms}
          </label>
          {fieldError("acceptTerms") ? <p className="field-error">{fieldError("acceptTerms")}</p> : null}
        </fieldset>
        {summary.payable ? (
          <button className="btn btn-primary" type="submit" disabled={busy}>
            {busy ? c.placing : c.confirm(pts(summary.subtotal))}
          </button>
        ) : (
          <button className="btn btn-primary" type="submit" disabled>
            {t.insufficientPoints}
          </button>
        )}
      </Form>
    </section>
  );
}
