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

export const pts = (n: number) => `${n.toLocaleString("en-GB")} pts`;

/** The lines, the points they take, the shipping of each mode and the balance after paying. */
function OrderSummary({ cart, summary }: Pick<StoreData, "cart" | "summary">) {
  return (
    <section className="order-summary" aria-labelledby="order-summary-title" data-testid="order-summary">
      <h3 id="order-summary-title">Order summary</h3>
      <table className="summary-table">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Unit price</th>
            <th scope="col">Price</th>
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
          <dt>Total, taken from your points</dt>
          <dd data-testid="summary-total">{pts(summary.subtotal)}</dd>
        </div>
        <div className="home-only">
          <dt>Shipping (home delivery)</dt>
          <dd data-testid="summary-shipping-home">{summary.shipping.home === 0 ? "Free" : `${pts(summary.shipping.home)}, paid on delivery`}</dd>
        </div>
        <div className="pickup-only">
          <dt>Shipping (pickup)</dt>
          <dd>Free</dd>
        </div>
        <div>
          <dt>Your points now</dt>
          <dd data-testid="summary-balance">{pts(summary.balance)}</dd>
        </div>
        <div>
          <dt>Your points after paying</dt>
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
  return (
    <section id="checkout" className="card checkout-panel" aria-labelledby="checkout-title">
      <InlineStyle css={checkoutCss} />
      <h2 id="checkout-title">Delivery information</h2>
      <p className="muted">
        {t.homeDelivery}; {t.pickup} (office hours {t.pickupHours}).
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
          <legend>Delivery</legend>
          <label className="check">
            <input type="radio" name="deliveryMode" value="home" defaultChecked={v("deliveryMode") !== "pickup"} /> Home delivery (3-5 days)
          </label>
          <label className="check">
            <input type="radio" name="deliveryMode" value="pickup" defaultChecked={v("deliveryMode") === "pickup"} /> Pickup at the office (1-2 days)
          </label>
        </fieldset>
        <div className="form-grid">
          <Field label="First name" error={fieldError("firstName")}>
            <input name="firstName" autoComplete="given-name" required defaultValue={v("firstName")} />
          </Field>
          <Field label="Last name" error={fieldError("lastName")}>
            <input name="lastName" autoComplete="family-name" required defaultValue={v("lastName")} />
          </Field>
          <Field label="Phone" error={phoneError === undefined ? fieldError("phone") : phoneError}>
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
          <Field label="Address (home delivery)" error={fieldError("address")}>
            <input name="address" autoComplete="street-address" defaultValue={v("address")} />
          </Field>
          <Field label="City (home delivery)" error={fieldError("city")}>
            <input name="city" autoComplete="address-level2" defaultValue={v("city")} />
          </Field>
          <Field label="Postal code (home delivery)" error={fieldError("postalCode")}>
            <input name="postalCode" autoComplete="postal-code" defaultValue={v("postalCode")} />
          </Field>
          <Field label="Country (home delivery)" error={fieldError("country")}>
            <input name="country" autoComplete="country-name" defaultValue={v("country")} />
          </Field>
        </div>
        <p className="muted small pickup-only">Pickup needs no address: collect your order at the office.</p>
        <OrderSummary cart={cart} summary={summary} />
        <fieldset>
          <legend>Terms</legend>
          <ul className="terms">
            <li>{t.terms.noReturns}</li>
            <li>{t.terms.processing}</li>
            <li>{t.terms.deduction}</li>
          </ul>
          <label className="check">
            <input type="checkbox" name="acceptTerms" required /> I accept the terms
          </label>
          {fieldError("acceptTerms") ? <p className="field-error">{fieldError("acceptTerms")}</p> : null}
        </fieldset>
        {summary.payable ? (
          <button className="btn btn-primary" type="submit" disabled={busy}>
            {busy ? "Placing your order…" : `Confirm order (${pts(summary.subtotal)})`}
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
