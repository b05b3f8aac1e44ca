// Package metricsview lists one launch's counters under Nsight Compute's
// names, each with a one-line explanation, so a student can find the same
// row in the real profiler and know what it counts.
package metricsview

import (
	"sort"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"simtlab/sim/memsys"
)

// Row is one metric.
type Row struct {
	Name, Value, Explain string
}

// Rows returns the metrics sorted by name, values formatted as Nsight
// Compute prints them (shortest exact form).
func Rows(m map[string]float64) []Row {
	names := make([]string, 0, len(m))
	for n := range m {
		names = append(names, n)
	}
	sort.Strings(names)
	rows := make([]Row, len(names))
	for i, n := range names {
		rows[i] = Row{Name: n, Value: strconv.FormatFloat(m[n], 'g', -1, 64), Explain: memsys.Explain(n)}
	}
	return rows
}

// Table renders one launch's metrics as a collapsible table; caption names
// the launch.
func Table(caption string, rows []Row) app.UI {
	return app.Details().Class("launch-metrics metrics-view").DataSet("metrics", len(rows)).Body(
		app.Summary().Text(caption+": "+strconv.Itoa(len(rows))+" metrics"),
		app.Table().Body(
			app.THead().Body(app.Tr().Body(
				app.Th().Scope("col").Text("metric"),
				app.Th().Scope("col").Text("value"),
				app.Th().Scope("col").Text("what it counts"),
			)),
			app.TBody().Body(
				app.Range(rows).Slice(func(i int) app.UI {
					r := rows[i]
					return app.Tr().DataSet("metric", r.Name).Body(
						app.Td().Class("metric-name").Text(r.Name),
						app.Td().Class("metric-value").Text(r.Value),
						app.Td().Class("metric-explain").Text(r.Explain),
					)
				}),
			),
		),
	)
}
