// /store and /adminorders: the catalogue, the cart, checkout and orders, as form actions that
// work without JavaScript (the same services as the API).
import { z } from "zod";
import type { ServiceContext } from "../../../api/services/context";
import { ADMIN_ORDERS_LIST, adminOrders, cartOf, checkout, checkoutSummary, deleteOrder, listProducts, orderDelivery, ordersOf, setCartLine, setOrderStatus } from "../../../api/services/store";
import { getMe } from "../../../api/services/users";
import { AppError, parseOrThrow } from "../../../api/errors";
import { can } from "../../../domain/permissions";
import { DELIVERY_FORM_FIELDS, MAX_ITEMS_PER_ORDER, orderRef, ORDER_STATUSES, STORE_CATEGORY_IDS, STORE_SORTS, type DeliveryFormValues, type StoreCategory, type StoreSort } from "../../../domain/store";
import { cancelReasonSchema, cartLineSchema, orderFiltersSchema, orderInputSchema } from "../../../domain/store-schema";
import { storeMessages as t } from "../../../domain/messages/store";
import { storeAdminMessages } from "../../../domain/messages/store-admin";
import { listPageSchema } from "../../../domain/lists";
import { intentAction, redirectWithToast } from "../../lib/form-action.server";
import { requireUserView } from "../../lib/session.server";
import { clearSessionCookie, readSessionCookie } from "../../../api/http/session-cookie";
import { signedOutReason } from "../../../domain/sign-out";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { parseQuery } from "../../lib/query.server";

/** 'Order confirmed successfully!' shows for 3 s (community.md §9 Store). */
const STORE_TOAST_SECONDS = 3;

/** Seconds-since-epoch `exp` of a JWT, read without trusting it (it only picks a message). */

/**
 * Where a signed-out visit of /store goes: the sign-in page with the spec's store message
 * (§8 Store): no session, a session past its time, or one the server refused (revoked,
 * deactivated); a dead session cookie is cleared.
 */
export function storeSignInRedirect(request: Request, location: string) {
  const token = readSessionCookie(request);
  const message = { missing: t.authRequired, expired: t.sessionExpired, ended: t.authFailed }[signedOutReason(token, Date.now())];
  return redirectWithToast(location, { kind: "error", message }, token ? { headers: { "Set-Cookie": clearSessionCookie(request.url) } } : {});
}

/** The signed-in user of /store, or storeSignInRedirect. */
export async function requireStoreUser(context: AppLoadContext, request: Request) {
  try {
    return await requireUserView(context, request);
  } catch (err) {
    if (!(err instanceof Response) || err.status < 300 || err.status >= 400) throw err;
    throw storeSignInRedirect(request, err.headers.get("Location") ?? "/");
  }
}

/** ?q=&category=&sort=&checkout=1: the search is cut at 100 characters; an unknown category or sort is none or the default. */
const storeQuery = z.object({
  q: z.string().default("").transform((q) => q.slice(0, 100)),
  category: z.enum(STORE_CATEGORY_IDS as [StoreCategory, ...StoreCategory[]]).optional().catch(undefined),
  sort: z.enum(STORE_SORTS).catch("featured" satisfies StoreSort),
  checkout: z.string().optional(),
});

export async function loadStore(ctx: ServiceContext, url: URL) {
  const { q, category, sort, checkout } = parseQuery(url, storeQuery);
  const checkoutOpen = checkout === "1";
  const [catalogue, summary, myOrders, me] = await Promise.all([
    listProducts(ctx, { q, category, sort }),
    checkoutSummary(ctx),
    ordersOf(ctx, ctx.actor!.id),
    // The delivery form starts from the user's own profile (issue 26), read only when it shows.
    checkoutOpen ? getMe(ctx) : null,
  ]);
  const { cart, ...totals } = summary;
  return {
    // Only what the screen shows: the loader's data is sent again inside the page for hydration,
    // and the document must stay within one round trip of a slow link (decision 028).
    products: catalogue.products.map(({ id, name, description, price, category, imageUrl, badge, sizeList }) => ({ id, name, description, price, category, imageUrl, badge, sizeList })),
    categories: catalogue.categories,
    query: { q, category: category ?? "", sort },
    cart,
    summary: totals,
    orders: myOrders.map(({ id, items, subtotal, shippingCost, deliveryMode, status, estimatedDelivery, actualDelivery, trackingNumber, timeline }) => ({
      id,
      items: items.map(({ productId, productName, quantity, size, totalPrice }) => ({ productId, productName, quantity, size, totalPrice })),
      subtotal,
      shippingCost,
      deliveryMode,
      status,
      estimatedDelivery,
      actualDelivery,
      trackingNumber,
      timeline,
    })),
    checkoutOpen,
    delivery: me ? deliveryPrefill(me) : null,
    // A new key per checkout form: a resent form (double click, retry) finds the same order.
    idempotencyKey: crypto.randomUUID(),
  };
}

/** The delivery form's first values: the user's names, phone and address as the profile holds them. */
function deliveryPrefill(me: Awaited<ReturnType<typeof getMe>>): DeliveryFormValues {
  return { firstName: me.firstName ?? "", lastName: me.lastName ?? "", phone: me.phone ?? "", address: me.address ?? "", city: me.city ?? "", postalCode: me.postalCode ?? "", country: me.country ?? "", deliveryMode: "home" };
}

/** A cart line from a form: the API's line (domain/store.ts), the quantity read from its text field. */
const formLine = (fields: Record<string, string>) => ({ ...fields, quantity: fields.quantity === undefined ? undefined : Number(fields.quantity) });

/** The delivery form's fields as posted (absent ones empty). */
const deliveryFields = (fields: Record<string, string>): DeliveryFormValues => ({
  ...(Object.fromEntries(DELIVERY_FORM_FIELDS.map((k) => [k, fields[k] ?? ""])) as Omit<DeliveryFormValues, "deliveryMode">),
  deliveryMode: fields.deliveryMode === "pickup" ? "pickup" : "home",
});

export function storeAction(ctx: ServiceContext, request: Request) {
  return intentAction<"add" | "setQuantity" | "checkout" | "cancel", { delivery: DeliveryFormValues }>(request, {
    add: async ({ fields }) => {
      const line = parseOrThrow(cartLineSchema, formLine({ ...fields, size: fields.size || "One Size" }));
      const cart = await setCartLine(ctx, line, "add");
      return { message: "capped" in cart && cart.capped ? t.addedCapped(MAX_ITEMS_PER_ORDER) : t.added };
    },
    setQuantity: async ({ fields }) => {
      const line = parseOrThrow(cartLineSchema, formLine(fields));
      const cart = await setCartLine(ctx, line, "set");
      if (line.quantity === 0) return { message: t.removedFromCart };
      return { message: "capped" in cart && cart.capped ? t.cartUpdatedCapped(MAX_ITEMS_PER_ORDER) : t.cartUpdated };
    },
    checkout: {
      run: async ({ fields }) => {
        const cart = await cartOf(ctx);
        const input = parseOrThrow(orderInputSchema, {
          items: cart.items.map((i) => ({ productId: i.productId, size: i.size, quantity: i.quantity })),
          deliveryInfo: { ...deliveryFields(fields), acceptTerms: fields.acceptTerms === "on" },
        });
        await checkout(ctx, input, fields.idempotencyKey || null);
        return redirectWithToast("/store#orders", { kind: "success", message: t.orderConfirmed, seconds: STORE_TOAST_SECONDS });
      },
      // A refused form comes back as the buyer typed it (without JavaScript the page is new).
      keep: ({ fields }) => ({ delivery: deliveryFields(fields) }),
    },
    cancel: {
      destructive: true,
      run: async ({ fields }) => {
        await setOrderStatus(ctx, fields.id ?? "", "cancelled");
        return { message: t.orderCancelled };
      },
    },
  });
}

/** /adminorders' filters from the URL (a GET form): an unknown status is no filter, a long search is cut. */
const adminOrderFiltersQuery = z.object({
  q: z.string().transform((q) => q.trim().slice(0, 100)).optional(),
  status: orderFiltersSchema.shape.status.catch(undefined),
});
/** ?delivery=<order id>: that order's phone and address, read on demand (admins; audited, issue 42). */
const deliveryQuery = z.object({ delivery: z.string().max(64).optional().catch(undefined) });

export async function loadAdminOrders(ctx: ServiceContext, url: URL) {
  const q = parseQuery(url, listPageSchema(ADMIN_ORDERS_LIST.defaultLimit, ADMIN_ORDERS_LIST));
  const filters = parseQuery(url, adminOrderFiltersQuery);
  const { delivery: deliveryId } = parseQuery(url, deliveryQuery);
  const canSeeDelivery = can(ctx.actor?.role, "users:private-data");
  const sort = q.sort ?? "date";
  const [list, delivery] = await Promise.all([
    adminOrders(ctx, { sort, order: q.order, limit: q.limit, offset: q.offset, ...filters }),
    deliveryId && canSeeDelivery ? orderDelivery(ctx, deliveryId).catch((err) => (err instanceof AppError && err.status === 404 ? null : Promise.reject(err))) : Promise.resolve(null),
  ]);
  return { orders: list.orders, total: list.total, page: q.page, pageSize: q.limit, sort, order: q.order, filters: { q: filters.q ?? "", status: filters.status ?? "" }, delivery, canSeeDelivery };
}

export function adminOrdersAction(ctx: ServiceContext, request: Request) {
  return intentAction(request, {
    status: async ({ fields }) => {
      const status = parseOrThrow(z.enum(ORDER_STATUSES, { error: () => t.chooseStatus }), fields.status);
      await setOrderStatus(ctx, fields.id ?? "", status, { trackingNumber: fields.trackingNumber?.trim() || undefined });
      return { message: storeAdminMessages.staffMoved(orderRef(String(fields.id)), status) };
    },
    cancel: {
      destructive: true,
      run: async ({ fields }) => {
        await setOrderStatus(ctx, fields.id ?? "", "cancelled", { reason: parseOrThrow(cancelReasonSchema, fields.reason ?? "") });
        return { message: storeAdminMessages.staffCancelled(orderRef(String(fields.id))) };
      },
    },
    delete: {
      destructive: true,
      run: async ({ fields }) => {
        await deleteOrder(ctx, fields.id ?? "");
        return { message: t.staffDeleted(orderRef(String(fields.id))) };
      },
    },
  });
}
