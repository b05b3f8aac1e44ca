# SIMT Lab. Two commands matter: `make run` and `make test` (see README.md).

GO      ?= go
BUILD   := build
WASM    := $(BUILD)/app.wasm
SIMTLAB := $(BUILD)/simtlab
ADDR    ?= 127.0.0.1:8080
# Go's WebAssembly runner for `go test` under Node (make bench-wasm).
WASMEXEC = $(shell $(GO) env GOROOT)/lib/wasm

.PHONY: run build wasm simtlab site test vet chromium bench bench-wasm bench-browser pgo sizes codemirror clean

## run: build the WebAssembly app and serve the built-in course at http://$(ADDR)
run: wasm simtlab
	$(SIMTLAB) serve --addr $(ADDR) --wasm $(WASM)

## build: the simtlab command, the WebAssembly app, and the static site in build/site
build: wasm simtlab site

wasm:
	GOOS=js GOARCH=wasm $(GO) build -trimpath -o $(WASM) ./cmd/simtlab

simtlab:
	$(GO) build -trimpath -o $(SIMTLAB) ./cmd/simtlab

site: wasm simtlab
	rm -rf $(BUILD)/site
	$(SIMTLAB) build -o $(BUILD)/site --wasm $(WASM)

## test: every test: vet (native and WebAssembly), unit, end-to-end and browser tests.
## The browser tests run last and alone: they time how fast Stop works.
## sim/engine's tests run the whole corpus through the engine, near go test's
## default 10-minute limit on two busy cores: the limit is 30 minutes.
test: chromium vet
	@status=0; \
	$(GO) test -timeout 30m $$($(GO) list ./... | grep -v /tests/browser) || status=1; \
	$(GO) test -timeout 30m ./tests/browser/ || status=1; \
	exit $$status

vet:
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./app/... ./cmd/simtlab ./web ./tests/browserbench/page ./sim/memworker

# The browser tests drive Debian's Chromium; install it when it is missing.
chromium:
	@if [ ! -x /usr/bin/chromium ]; then \
		if [ "$$(id -u)" != 0 ]; then echo "make test needs /usr/bin/chromium: run as root or apt-get install chromium" >&2; exit 1; fi; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; \
	fi

## bench: native benchmarks of every package
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

## bench-wasm: the simulator's benchmarks under Node's WebAssembly (V8, Chromium's engine)
bench-wasm:
	PATH="$(WASMEXEC):$$PATH" GOOS=js GOARCH=wasm $(GO) test -run '^$$' -bench . ./sim/...

## bench-browser: the simulator's workloads as WebAssembly in headless Chromium, against native
## (both sides built with the lab's profile, cmd/simtlab/default.pgo)
bench-browser: chromium
	$(GO) test -pgo=$(CURDIR)/cmd/simtlab/default.pgo -run '^$$' -bench Chromium -benchtime 1x ./tests/browserbench/ \
		-browserbench.pgo=$(CURDIR)/cmd/simtlab/default.pgo

## pgo: record cmd/simtlab/default.pgo again, the CPU profile the compiler optimizes the lab with
## (go build uses it for ./cmd/simtlab): the benchmark workloads and the conformance corpus
pgo:
	mkdir -p $(BUILD)
	$(GO) test -count=1 -run '^$$' -bench 'Matmul256$$|Reduce1M$$' -benchtime 10x -cpuprofile $(CURDIR)/$(BUILD)/pgo-workloads.prof -o $(BUILD)/pgo-workloads.test ./sim/
	$(GO) test -count=1 -run 'TestConformance$$' -cpuprofile $(CURDIR)/$(BUILD)/pgo-corpus.prof -o $(BUILD)/pgo-corpus.test ./tests/conformance/
	$(GO) tool pprof -proto $(BUILD)/pgo-workloads.prof $(BUILD)/pgo-corpus.prof > cmd/simtlab/default.pgo

## sizes: app.wasm raw, gzip and brotli sizes
sizes: wasm
	@printf 'raw     %10d\n' $$(wc -c < $(WASM))
	@printf 'gzip -9 %10d\n' $$(gzip -9 -c $(WASM) | wc -c)
	@if command -v brotli >/dev/null; then printf 'brotli  %10d\n' $$(brotli -c -q 11 $(WASM) | wc -c); fi

## codemirror: rebuild web/codemirror.js (the committed editor bundle) from npm; make never needs it
codemirror:
	cd web/codemirror && npm ci && npm run build

clean:
	rm -rf $(BUILD) tests/browser/out
