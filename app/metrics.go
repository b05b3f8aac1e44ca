package app

import (
	"sort"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// launchMetrics is one launch's counters as the metrics view lists them:
// Nsight Compute's names in alphabetical order, so that a student can find
// the same row in the real profiler.
type launchMetrics struct {
	caption string
	names   []string
	values  []string
}

func newLaunchMetrics(caption string, m map[string]float64) launchMetrics {
	lm := launchMetrics{caption: caption}
	for n := range m {
		lm.names = append(lm.names, n)
	}
	sort.Strings(lm.names)
	for _, n := range lm.names {
		lm.values = append(lm.values, strconv.FormatFloat(m[n], 'g', -1, 64))
	}
	return lm
}

func (lm launchMetrics) render() app.UI {
	return app.Details().Class("launch-metrics").Body(
		app.Summary().Text(lm.caption+": "+strconv.Itoa(len(lm.names))+" metrics"),
		app.Table().Body(
			app.TBody().Body(
				app.Range(lm.names).Slice(func(i int) app.UI {
					return app.Tr().Body(
						app.Td().Class("metric-name").Text(lm.names[i]),
						app.Td().Class("metric-value").Text(lm.values[i]),
					)
				}),
			),
		),
	)
}
