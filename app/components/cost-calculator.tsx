import { useState } from "react";
import { Form } from "react-router";
import {
  estimateCost,
  MAX_STAFF,
  NO_ESTIMATE,
  readCostQuery,
  usd,
  type CostQuery,
  type CostTable,
} from "~/content/staffing-cost";

/**
 * Role, schedule, bilingual or not, and how many people → the monthly cost. A GET form the
 * server answers without JavaScript; with it, the estimate follows every change at once. While
 * the number of people is not one it can work from, it shows no total (not the last one).
 */
export function CostCalculator({
  table,
  initial,
  initialStaffError,
  initialStaffText,
}: {
  table: CostTable;
  initial: CostQuery;
  initialStaffError?: string;
  /** The refused count as typed, kept in its field. */
  initialStaffText?: string;
}) {
  const [{ query, staffError }, setChoice] = useState<ReturnType<typeof readCostQuery>>({
    query: initial,
    staffError: initialStaffError,
  });
  const estimate = estimateCost(table, query);
  return (
    <div className="calculator">
      <Form
        method="get"
        action="/roles#cost-calculator"
        preventScrollReset
        // The server explains a refused count beside its field, as every form here does, rather than the browser's bubble.
        noValidate
        className="form calculator__form"
        aria-label="Cost calculator"
        onChange={(event) =>
          setChoice(
            readCostQuery(
              new URLSearchParams(
                Array.from(new FormData(event.currentTarget), ([name, value]) => [name, String(value)]),
              ),
              table,
            ),
          )
        }
      >
        <div className="field">
          <label htmlFor="calc-role">Role</label>
          <select id="calc-role" name="role" defaultValue={initial.role}>
            {table.roles.map((r) => (
              <option key={r.slug} value={r.slug}>
                {r.title}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="field calculator__schedules">
          <legend>Schedule</legend>
          {table.schedules.map((s) => (
            <label key={s.key} className="choice">
              <input type="radio" name="schedule" value={s.key} defaultChecked={initial.schedule === s.key} />
              {s.name}, {s.hoursPerMonth} hours a month
            </label>
          ))}
        </fieldset>
        <label className="choice">
          <input type="checkbox" name="bilingual" defaultChecked={initial.bilingual} />
          Bilingual (English/French or English/Spanish): the Multilingual rate
        </label>
        <div className="field" data-invalid={staffError ? "true" : undefined}>
          <label htmlFor="calc-staff">Number of people</label>
          <input
            id="calc-staff"
            name="staff"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_STAFF}
            defaultValue={initialStaffText ?? initial.staff}
            aria-invalid={staffError ? true : undefined}
            aria-describedby={staffError ? "calc-staff-error" : undefined}
          />
          {staffError ? (
            <p className="field__error" id="calc-staff-error">
              {staffError}
            </p>
          ) : null}
        </div>
        <div>
          <button type="submit" className="button button--ghost">
            Calculate
          </button>
        </div>
      </Form>
      <output className="calculator__result" htmlFor="calc-role calc-staff" aria-live="polite">
        {staffError ? (
          <span className="calculator__pending">{NO_ESTIMATE}</span>
        ) : (
          <>
            <span className="calculator__total">
              {usd(estimate.monthly)} <span>a month</span>
            </span>
            <span>
              {estimate.staff} × {estimate.hours} hours × {usd(estimate.rate)} an hour ({estimate.roleTitle},{" "}
              {estimate.scheduleName}
              {query.bilingual ? ", Multilingual" : ""})
            </span>
            {estimate.inHouseMonthly !== undefined ? (
              <span className="calculator__compare">
                For comparison, {table.inHouse.label} ({usd(table.inHouse.hourlyWage)} an hour, {table.inHouse.period})
                costs {usd(estimate.inHouseMonthly)} a month for the same hours in wages alone, before benefits, payroll
                taxes and equipment. Source:{" "}
                <a href={table.inHouse.sourceUrl} target="_blank" rel="noopener noreferrer">
                  {table.inHouse.source}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
                .
              </span>
            ) : null}
          </>
        )}
      </output>
    </div>
  );
}
