// A user's contact details in the user admin's panel (admins only).
import { Fragment } from "react";
import { Link } from "@remix-run/react";
import { adminUserMessages as t } from "../../../domain/messages/admin";
import type { UserFile } from "../../../api/services/admin-users";

/** The contact details (admins): behind a link, as each view is audited. */
export function Contact({ contact, href }: { contact: UserFile["contact"]; href: string }) {
  return (
    <section aria-labelledby="contact-title" className="user-contact">
      <h3 id="contact-title">{t.contact}</h3>
      {contact ? (
        <dl className="facts" data-testid="user-contact">
            {(["email", "phone", "address", "city", "postalCode", "country"] as const).map((k) =>
              contact[k] ? (
                <Fragment key={k}>
                  <dt>{t[k]}</dt>
                  <dd>{contact[k]}</dd>
                </Fragment>
              ) : null,
            )}
          </dl>
      ) : (
        <p>
          <Link to={href} preventScrollReset className="btn btn-small btn-secondary" data-testid="show-contact">
            {t.showContact}
          </Link>
        </p>
      )}
      <p className="muted small">{t.contactHint}</p>
    </section>
  );
}
