package main

import (
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/andybalholm/brotli"
)

// compressible are the endings of the files that Build compresses: the
// text and the WebAssembly, and not the pictures already compressed.
var compressible = []string{".html", ".js", ".css", ".wasm", ".svg", ".webmanifest", ".json"}

// encodings are the compressions that Build writes, and that serve sends
// to the browsers that take them, the better first: Content-Encoding's
// name and the ending of the file.
var encodings = []struct{ name, ending string }{{"br", ".br"}, {"gzip", ".gz"}}

// isCompressible reports whether Build compresses the file name.
func isCompressible(name string) bool {
	return slices.Contains(compressible, filepath.Ext(name))
}

// compress writes beside each compressible file in the folder dir its
// copies compressed by Brotli, name.br, and by gzip, name.gz, each at the
// level that pays for a file sent many times. It looks at ctx before each
// file.
func compress(ctx context.Context, dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if e.IsDir() || !isCompressible(e.Name()) {
			continue
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		path := filepath.Join(dir, e.Name())
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if err := writeCompressed(path+".br", data, func(w io.Writer) io.WriteCloser {
			return brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: 9, LGWin: 24})
		}); err != nil {
			return err
		}
		if err := writeCompressed(path+".gz", data, func(w io.Writer) io.WriteCloser {
			z, _ := gzip.NewWriterLevel(w, gzip.BestCompression)
			return z
		}); err != nil {
			return err
		}
	}
	return nil
}

// writeCompressed writes data to the file path through the compressor
// that newWriter makes.
func writeCompressed(path string, data []byte, newWriter func(io.Writer) io.WriteCloser) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	z := newWriter(f)
	_, err = z.Write(data)
	if cerr := z.Close(); err == nil {
		err = cerr
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// digest returns a name for the files in the folder dir, and its
// subfolders, as they are: the start of the SHA-256 of their names and
// contents, which changes when any of them does.
func digest(dir string) (string, error) {
	h := sha256.New()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		io.WriteString(h, strings.ReplaceAll(rel, string(filepath.Separator), "/"))
		h.Write([]byte{0})
		h.Write(data)
		return nil
	})
	if err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}
