// Command playground builds the page that runs the nqueens library in a
// browser, compiled to WebAssembly, and serves it on this machine:
//
//	go run ./cmd/playground            # from a clone of the module
//	go run ./cmd/playground -o site    # the page as files, to publish as they are
//
// The page draws boards of N-Queens from 4 to 64 and plays them: a click
// places or removes a queen, a right click or a shift-click blocks a
// square; it shows, as the board changes, how many completions it has and
// which free squares some completion holds; it solves, steps through the
// solutions in order, counts them with a progress bar in Web Workers,
// one to a core, each counting a shard, and plays puzzles made to order,
// of N-Queens and of queens in regions, with hints. It fetches nothing from the network: wasm_exec.js comes
// from the Go installation that builds it.
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
	server := &http.Server{Handler: http.FileServer(http.Dir(dir)), ReadHeaderTimeout: 10 * time.Second}
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
// and nqueens.wasm, built from this module's source.
func Build(ctx context.Context, dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	files, _ := fs.Sub(static, "static")
	err := fs.WalkDir(files, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
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
	build := exec.CommandContext(ctx, goCmd, "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(dir, "nqueens.wasm"),
		"github.com/nqueens-go/nqueens/cmd/playground/web")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if text, err := build.CombinedOutput(); err != nil {
		if bytes.Contains(text, []byte("go.mod file not found")) || bytes.Contains(text, []byte("no required module provides")) {
			return errors.New("the page is built from the module's source: run the playground in a clone of github.com/nqueens-go/nqueens, as go run ./cmd/playground")
		}
		return fmt.Errorf("building nqueens.wasm: %v\n%s", err, text)
	}
	return nil
}
