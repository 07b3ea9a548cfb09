// Command playground builds the page that runs the nqueens library in a
// browser, compiled to WebAssembly, and serves it on this machine:
//
//	go run ./cmd/playground            # from a clone of the module
//	go run ./cmd/playground -o site    # the page as files, to publish as they are
//
// The page opens on the day's regions puzzle (regions.Daily) and plays
// puzzles of both kinds, made to order, as a phone's player expects: a
// tap cycles a square through a mark and a queen, a drag marks many, the
// squares a queen rules out are marked, conflicts are drawn, and there
// are undo, redo, restart, a clock, hints, and a streak of daily puzzles.
// The address names the puzzle and the position, and the device keeps
// the progress. It draws boards of N-Queens from 4 to 64, shows as they
// change how many completions they have and which free squares some
// completion holds, solves them, steps through the solutions in order,
// and counts them with a progress bar in Web Workers, one to a core.
// Everything plays by keyboard and screen reader too. A service worker
// keeps the page for use with no network, and a manifest lets a browser
// install it. It fetches nothing beyond its own files: wasm_exec.js comes
// from the Go installation that builds it.
//
// The page's files are play.wasm, which plays, and nqueens.wasm, which
// counts too and loads only for the Board and Count tabs; each file but
// the pictures is written compressed by Brotli and by gzip beside itself,
// name.br and name.gz, and the command sends those to the browsers that
// take them, with their Content-Encoding.
//
// It builds with the go command on the PATH, from the module's source, so
// it runs from a clone. It serves on 127.0.0.1:8080 unless -addr says
// otherwise, prints the address, and stops on Ctrl-C.
package main

import (
	"bytes"
	"context"
	"embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

//go:embed static
var static embed.FS

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run runs the command with the arguments args and returns its exit
// status.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("playground", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "serve on `ADDRESS`")
	out := fs.String("o", "", "write the page's files to folder `DIR`, and stop")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "playground: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if *out != "" {
		if err := Build(ctx, *out); err != nil {
			fmt.Fprintf(stderr, "playground: %v\n", err)
			return 1
		}
		fmt.Fprintf(stdout, "the page is in %s\n", *out)
		return 0
	}
	dir, err := os.MkdirTemp("", "nqueens-playground-")
	if err != nil {
		fmt.Fprintf(stderr, "playground: %v\n", err)
		return 1
	}
	defer os.RemoveAll(dir)
	if err := Build(ctx, dir); err != nil {
		fmt.Fprintf(stderr, "playground: %v\n", err)
		return 1
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "playground: %v\n", err)
		return 1
	}
	server := &http.Server{Handler: serve(dir), ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(stdout, "the playground is at http://%s/ (Ctrl-C stops it)\n", ln.Addr())
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		server.Shutdown(shutdown)
	}()
	if err := server.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintf(stderr, "playground: %v\n", err)
		return 1
	}
	return 0
}

// Build writes the page's files to the folder dir, which it makes if it
// is not there: the static files, wasm_exec.js from the Go installation,
// play.wasm and nqueens.wasm, built from this module's source,
// dailies.json, the daily regions puzzles of the days around now (see
// writeDailies), and beside each of them but the pictures a copy
// compressed by Brotli, its name ending in .br, and one by gzip, ending in
// .gz, for a server to send to the browsers that take them, as this
// command does. It replaces files of those names in dir and leaves any
// other alone; it writes none of them unless it has made them all. The
// service worker, sw.js, names its cache for the files it caches, so that
// a browser that kept the page offline takes the new files once they
// change.
func Build(ctx context.Context, dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	// The files are made in a folder of their own within dir, and moved
	// into dir once they are all there: a build that fails, or that
	// Ctrl-C stops, leaves dir as it was.
	work, err := os.MkdirTemp(dir, ".playground-build-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	if err := build(ctx, work); err != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("stopped before the page was written: %s is as it was", dir)
		}
		return err
	}
	entries, err := os.ReadDir(work)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if err := os.Rename(filepath.Join(work, e.Name()), filepath.Join(dir, e.Name())); err != nil {
			return err
		}
	}
	return nil
}

// build writes the page's files, as Build says, to the empty folder dir.
func build(ctx context.Context, dir string) error {
	files, _ := fs.Sub(static, "static")
	err := fs.WalkDir(files, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path == "sw.js" {
			return err
		}
		data, err := fs.ReadFile(files, path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, path), data, 0o644)
	})
	if err != nil {
		return err
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		return fmt.Errorf("building the page needs the go command: %v", err)
	}
	root, err := exec.CommandContext(ctx, goCmd, "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %v", err)
	}
	glue, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(root)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return fmt.Errorf("the Go installation has no wasm_exec.js: %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "wasm_exec.js"), glue, 0o644); err != nil {
		return err
	}
	for _, w := range []struct{ file, pkg string }{
		{"play.wasm", "github.com/nqueens-go/nqueens/cmd/playground/web/play"},
		{"nqueens.wasm", "github.com/nqueens-go/nqueens/cmd/playground/web"},
	} {
		build := exec.CommandContext(ctx, goCmd, "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(dir, w.file), w.pkg)
		build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		if text, err := build.CombinedOutput(); err != nil {
			if bytes.Contains(text, []byte("go.mod file not found")) || bytes.Contains(text, []byte("no required module provides")) {
				return errors.New("the page is built from the module's source: run the playground in a clone of github.com/nqueens-go/nqueens, as go run ./cmd/playground")
			}
			return fmt.Errorf("building %s: %v\n%s", w.file, err, text)
		}
	}
	if err := writeDailies(ctx, filepath.Join(dir, "dailies.json"), time.Now()); err != nil {
		return err
	}
	// The worker says how far a WebAssembly file has loaded: it needs the
	// file's size, which a server that compresses does not send.
	var sizes []string
	for _, name := range []string{"play.wasm", "nqueens.wasm"} {
		info, err := os.Stat(filepath.Join(dir, name))
		if err != nil {
			return err
		}
		sizes = append(sizes, fmt.Sprintf("%q: %d", name, info.Size()))
	}
	loader, err := fs.ReadFile(files, "worker.js")
	if err != nil {
		return err
	}
	loader = bytes.Replace(loader, []byte("/*SIZES*/"), []byte(strings.Join(sizes, ", ")), 1)
	if err := os.WriteFile(filepath.Join(dir, "worker.js"), loader, 0o644); err != nil {
		return err
	}
	worker, err := fs.ReadFile(files, "sw.js")
	if err != nil {
		return err
	}
	version, err := digest(dir)
	if err != nil {
		return err
	}
	worker = bytes.Replace(worker, []byte("@VERSION@"), []byte(version), 1)
	if err := os.WriteFile(filepath.Join(dir, "sw.js"), worker, 0o644); err != nil {
		return err
	}
	return compress(ctx, dir)
}
