package browsertest

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestColours draws 100 regions puzzles made to order, of sizes 5 to
// 16 and grade medium, in the page: every region of each has a look of its own, a colour
// and a pattern, and its letter once.
func TestColours(t *testing.T) {
	url := server(t)
	ctx := browse(t, desk)
	open(t, ctx, url, "regions/8/easy/0")
	for i := range 100 {
		n := 5 + i%12
		// Some grades are rare at some sizes: the seeds in turn, from
		// one of the puzzle's own, until one makes a puzzle.
		for seed := 1000 * i; ; seed++ {
			eval(t, ctx, fmt.Sprintf(`openRegions([%d, 'medium', %d])`, n, seed), nil)
			status := text(t, ctx, "regions-status")
			if status == fmt.Sprintf("%d queens to place.", n) {
				break
			}
			if !strings.HasPrefix(status, "No puzzle") || seed == 1000*i+50 {
				t.Fatalf("puzzle %d of size %d, seed %d: %q", i, n, seed, status)
			}
		}
		var looks []struct {
			Region  int
			Colour  string
			Striped bool
			Letter  string
		}
		eval(t, ctx, `[...document.querySelectorAll('#regions .cells button')].map((b, q) => ({region: regions.map[q], colour: getComputedStyle(b).backgroundColor, striped: getComputedStyle(b).backgroundImage.includes('gradient'), letter: b.textContent}))`, &looks)
		if len(looks) != n*n {
			t.Fatalf("puzzle %d of size %d: %d squares drawn", i, n, len(looks))
		}
		of := map[int]string{}
		letters := map[int]int{}
		for _, l := range looks {
			look := fmt.Sprintf("%s, striped %v", l.Colour, l.Striped)
			if old, ok := of[l.Region]; ok && old != look {
				t.Fatalf("puzzle %d of size %d: region %d in %s and %s", i, n, l.Region, old, look)
			}
			of[l.Region] = look
			if l.Letter != "" {
				letters[l.Region]++
				if l.Letter != string(rune('A'+l.Region)) {
					t.Errorf("puzzle %d: region %d lettered %q", i, l.Region, l.Letter)
				}
			}
		}
		seen := map[string]int{}
		for r, look := range of {
			if other, ok := seen[look]; ok {
				t.Errorf("puzzle %d of size %d: regions %d and %d both %s", i, n, other, r, look)
			}
			seen[look] = r
			if letters[r] != 1 {
				t.Errorf("puzzle %d of size %d: region %d lettered %d times", i, n, r, letters[r])
			}
		}
		if len(of) != n {
			t.Errorf("puzzle %d of size %d: %d regions drawn", i, n, len(of))
		}
	}
}

// TestCompressed: the page's files arrive compressed by Brotli, as the
// browser asks, and are the files the page runs.
func TestCompressed(t *testing.T) {
	url := server(t)
	ctx := browse(t, desk)
	if err := chromedp.Run(ctx, network.Enable(), network.SetBypassServiceWorker(true)); err != nil {
		t.Fatal(err)
	}
	open(t, ctx, url, "regions/8/easy/1")
	var files []struct {
		Name             string
		Encoded, Decoded float64
	}
	eval(t, ctx, `(async () => {
		for (const f of ['play.wasm', 'nqueens.wasm', 'wasm_exec.js']) await (await fetch(f, {cache: 'no-store'})).arrayBuffer();
		return performance.getEntriesByType('resource').filter((e) => /\.(wasm|js|css)$/.test(e.name)).map((e) => ({name: e.name.replace(/.*\//, ''), encoded: e.encodedBodySize, decoded: e.decodedBodySize}));
	})()`, &files)
	got := map[string]bool{}
	for _, f := range files {
		got[f.Name] = true
		if f.Decoded == 0 || f.Encoded == 0 || f.Encoded > f.Decoded*0.6 {
			t.Errorf("%s arrived as %.0f bytes for %.0f: not compressed", f.Name, f.Encoded, f.Decoded)
		}
	}
	for _, name := range []string{"app.js", "grid.js", "style.css", "play.wasm", "nqueens.wasm", "wasm_exec.js"} {
		if !got[name] {
			t.Errorf("%s not among the files loaded: %v", name, files)
		}
	}
	var encoding string
	eval(t, ctx, `fetch('play.wasm', {cache: 'no-store'}).then((r) => r.headers.get('Content-Encoding'))`, &encoding)
	if encoding != "br" {
		t.Errorf("play.wasm arrives with Content-Encoding %q, want br", encoding)
	}
}

// TestOffline visits the page, and then opens it with no network: the
// service worker gives its files, and today's puzzle plays on where it
// was left. The manifest makes the page one a browser installs.
func TestOffline(t *testing.T) {
	url := server(t)
	ctx := browse(t, phone)
	visit(t, ctx, url)
	wait(t, ctx, `typeof regions === 'object' && regions.ready()`)
	idle(t, ctx)
	var active bool
	eval(t, ctx, `navigator.serviceWorker.ready.then((r) => r.active !== null)`, &active)
	if !active {
		t.Fatal("no service worker")
	}
	var n int
	eval(t, ctx, `regions.n`, &n)
	// The page has the service worker keep the counting engine once the
	// library has loaded.
	wait(t, ctx, `typeof libraryReady === 'number'`)
	wait(t, ctx, `(async () => !!(await caches.match('nqueens.wasm')) && !!(await caches.match('worker.js?wasm=nqueens.wasm')))()`)
	tap(t, ctx, square("regions", 0, 0))
	before := fmt.Sprint(cells(t, ctx, "regions", "marked empty"))
	err := chromedp.Run(ctx, network.Enable(), network.EmulateNetworkConditions(true, 0, 0, 0))
	if err != nil {
		t.Fatal(err)
	}
	visit(t, ctx, url)
	wait(t, ctx, `typeof regions === 'object' && regions.ready()`)
	idle(t, ctx)
	if after := fmt.Sprint(cells(t, ctx, "regions", "marked empty")); after != before {
		t.Errorf("offline, the page shows marks %s, want %s", after, before)
	}
	tap(t, ctx, square("regions", n-1, n-1))
	if l := label(t, ctx, "regions", n-1, n-1); !strings.HasSuffix(l, "marked empty") {
		t.Errorf("offline, a tap: %q", l)
	}
	// The library loads offline too: a hint.
	wait(t, ctx, `document.getElementById('loading').hidden`)
	act(t, ctx, `document.getElementById('regions-hint').click()`)
	if got := text(t, ctx, "regions-status"); !strings.HasPrefix(got, "Hint: ") && !strings.HasPrefix(got, "No answer from here") {
		t.Errorf("offline, a hint: %q", got)
	}
	// The Count tab counts offline, in workers the service worker serves.
	act(t, ctx, `document.getElementById('tab-count').click()`)
	eval(t, ctx, `warming`, nil)
	act(t, ctx, `document.getElementById('count-n').value = 10; document.getElementById('count-start').click()`)
	if got := text(t, ctx, "count-status"); !strings.HasPrefix(got, "n = 10: 724 solutions, 92 fundamental") {
		t.Errorf("offline, count 10: %q", got)
	}
	var manifestErrors []*page.AppManifestError
	var manifest string
	if err := chromedp.Run(ctx, chromedp.ActionFunc(func(ctx context.Context) error {
		var err error
		_, manifestErrors, manifest, _, err = page.GetAppManifest().Do(ctx)
		return err
	})); err != nil {
		t.Fatal(err)
	}
	if len(manifestErrors) > 0 || !strings.Contains(manifest, `"start_url"`) {
		t.Errorf("the manifest %q: %v", manifest, manifestErrors)
	}
}

// TestAccessibility runs axe-core, from npm, in each view of the page, on
// a desk and on a phone: it finds no violation. NQUEENS_AXE names the
// file axe.min.js; .ci/run installs it.
func TestAccessibility(t *testing.T) {
	path := os.Getenv("NQUEENS_AXE")
	if path == "" {
		if os.Getenv("NQUEENS_NEED_BROWSER") == "1" {
			t.Fatal("NQUEENS_AXE names no axe.min.js: npm install axe-core, as .ci/run does")
		}
		t.Skip("NQUEENS_AXE names no axe.min.js")
	}
	axe, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	url := server(t)
	for _, v := range []view{desk, phone} {
		ctx := browse(t, v)
		for _, hash := range []string{"regions/8/hard/1", "puzzle/8/hard/1", "board/8", "count/14"} {
			open(t, ctx, url, hash)
			if strings.HasPrefix(hash, "regions") || strings.HasPrefix(hash, "puzzle") {
				// A queen, a mark, a conflict and a hint on the board.
				click(t, ctx, strings.Split(hash, "/")[0], 0, 0, false)
				click(t, ctx, strings.Split(hash, "/")[0], 0, 0, false)
				click(t, ctx, strings.Split(hash, "/")[0], 1, 1, false)
				act(t, ctx, `document.querySelectorAll('details').forEach((d) => { d.open = true; })`)
			}
			eval(t, ctx, string(axe), nil)
			var violations []struct {
				ID    string
				Help  string
				Nodes []struct{ Target []string }
			}
			eval(t, ctx, `axe.run(document, {resultTypes: ['violations']}).then((r) => r.violations)`, &violations)
			for _, bad := range violations {
				var at []string
				for _, n := range bad.Nodes {
					at = append(at, strings.Join(n.Target, " "))
				}
				t.Errorf("%s on a %s: %s (%s) at %v", hash, [...]string{"desk", "phone"}[v], bad.ID, bad.Help, at)
			}
		}
	}
}
