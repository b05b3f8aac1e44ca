module simtlab

go 1.26

require (
	github.com/chromedp/cdproto v0.159.0 // indirect
	github.com/chromedp/chromedp v0.23.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	github.com/maxence-charriere/go-app/v10 v10.1.11 // indirect
	github.com/yuin/goldmark v1.8.7 // indirect
)
