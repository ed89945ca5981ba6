import type { ResponseTimeFigures, ResponseTimes } from "@hvac/contracts";
import { useId } from "react";
import { formatWeek, WeekFigures } from "./week-figures";

const width = 600;
const height = 220;
const axis = 28;
const top = 20;

// "12 min", "2 h 5 min", or a dash when nobody was contacted.
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return "–";
  const rounded = Math.round(minutes);
  if (rounded < 60) return `${rounded} min`;
  const rest = rounded % 60;
  return `${Math.floor(rounded / 60)} h${rest ? ` ${rest} min` : ""}`;
}

function ThisWeek({
  label,
  figures,
}: {
  label: string;
  figures: ResponseTimeFigures | undefined;
}) {
  return (
    <div>
      <dt>
        {label}: median (90% within {formatMinutes(figures?.p90Minutes ?? null)}
        ), {figures?.contacted ?? 0} contacted
        {figures?.waiting ? `, ${figures.waiting} waiting` : ""}
      </dt>
      <dd>{formatMinutes(figures?.medianMinutes ?? null)}</dd>
    </div>
  );
}

// Time to first contact per week, urgent beside other, as paired bars of the median; this week's figures
// first, and every figure (median, 90th percentile, how many) in a table for screen readers and anyone.
export function ResponseTimesChart({ times }: { times: ResponseTimes }) {
  const id = useId();
  const { weeks } = times;
  const max = Math.max(
    1,
    ...weeks.flatMap((w) => [
      w.urgent.medianMinutes ?? 0,
      w.other.medianMinutes ?? 0,
    ]),
  );
  const slot = width / Math.max(1, weeks.length);
  const barWidth = slot * 0.34;
  const current = weeks.at(-1);
  const median = (minutes: number | null | undefined) => (minutes === null || minutes === undefined ? 'none contacted yet' : formatMinutes(minutes));
  const summary = `This week's median time to first contact: urgent ${median(current?.urgent.medianMinutes)}, other ${median(current?.other.medianMinutes)}.`;
  const bar = (
    minutes: number | null,
    x: number,
    className: string,
    title: string,
  ) => {
    const barHeight = ((height - axis - top) * (minutes ?? 0)) / max;
    return (
      <rect
        x={x}
        y={height - axis - barHeight}
        width={barWidth}
        height={barHeight}
        rx={2}
        className={className}
      >
        <title>{title}</title>
      </rect>
    );
  };
  return (
    <figure className="dashboard-chart" aria-labelledby={`${id}-caption`}>
      <dl className="dashboard-figures">
        <ThisWeek label="urgent this week" figures={current?.urgent} />
        <ThisWeek label="other this week" figures={current?.other} />
      </dl>
      <figcaption id={`${id}-caption`}>
        {summary} Dark bars: urgent; light bars: other.
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`Median time to first contact per week, urgent beside other. ${summary}`}
        className="dashboard-chart__svg"
      >
        <line
          x1={0}
          x2={width}
          y1={height - axis}
          y2={height - axis}
          className="dashboard-chart__axis"
        />
        {weeks.map((week, i) => {
          const x = i * slot + (slot - 2 * barWidth) / 2;
          const label = `Week of ${formatWeek(week.weekStart)}`;
          // Every other week is labelled, the current one always.
          const labelled = (weeks.length - 1 - i) % 2 === 0;
          return (
            <g key={week.weekStart} data-response-week={week.weekStart}>
              {bar(
                week.urgent.medianMinutes,
                x,
                "dashboard-chart__bar",
                `${label}, urgent: ${formatMinutes(week.urgent.medianMinutes)}`,
              )}
              {bar(
                week.other.medianMinutes,
                x + barWidth,
                "dashboard-chart__bar dashboard-chart__bar--other",
                `${label}, other: ${formatMinutes(week.other.medianMinutes)}`,
              )}
              {labelled ? (
                <text
                  x={x + barWidth}
                  y={height - 8}
                  textAnchor="middle"
                  className="dashboard-chart__label"
                >
                  {formatWeek(week.weekStart)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <WeekFigures
        className="response-times__table"
        summary="Every figure as a table"
        adminTable
        columns={["Urgent: median", "Urgent: 90%", "Urgent: contacted", "Other: median", "Other: 90%", "Other: contacted"]}
        weeks={weeks}
        cells={(week) => [
          formatMinutes(week.urgent.medianMinutes),
          formatMinutes(week.urgent.p90Minutes),
          week.urgent.contacted,
          formatMinutes(week.other.medianMinutes),
          formatMinutes(week.other.p90Minutes),
          week.other.contacted,
        ]}
      />
    </figure>
  );
}
