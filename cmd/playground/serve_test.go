package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/andybalholm/brotli"
)

// TestServe serves a folder that compress has compressed: each browser
// gets the best coding its Accept-Encoding takes, with the type of the
// file and its Content-Encoding, and the file itself where it takes none;
// the answer's body decodes to the file.
func TestServe(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"index.html":           "<!doctype html><title>page</title>",
		"play.wasm":            "\x00asm" + string(bytes.Repeat([]byte("wasm"), 1000)),
		"manifest.webmanifest": `{"name":"page"}`,
		"icon.png":             "\x89PNG",
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := compress(context.Background(), dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "icon.png.gz")); err == nil {
		t.Error("icon.png compressed")
	}
	server := httptest.NewServer(serve(dir))
	defer server.Close()
	for _, tc := range []struct {
		path, accept, encoding, kind string
	}{
		{"/play.wasm", "gzip, deflate, br, zstd", "br", "application/wasm"},
		{"/play.wasm", "gzip", "gzip", "application/wasm"},
		{"/play.wasm", "br;q=0, gzip;q=0.5", "gzip", "application/wasm"},
		{"/play.wasm", "identity", "", "application/wasm"},
		{"/play.wasm", "", "", "application/wasm"},
		{"/play.wasm", "*", "br", "application/wasm"},
		{"/", "br", "br", "text/html; charset=utf-8"},
		{"/index.html", "gzip", "gzip", "text/html; charset=utf-8"},
		{"/index.html", "", "", ""}, // FileServer sends /index.html to /
		{"/manifest.webmanifest", "br", "br", "application/manifest+json"},
		{"/manifest.webmanifest", "", "", "application/manifest+json"},
		{"/icon.png", "br, gzip", "", "image/png"},
	} {
		req, _ := http.NewRequest("GET", server.URL+tc.path, nil)
		req.Header.Set("Accept-Encoding", tc.accept)
		client := &http.Client{Transport: &http.Transport{DisableCompression: true}, CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		}}
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if tc.kind == "" {
			if resp.StatusCode != http.StatusMovedPermanently {
				t.Errorf("%s: status %d, want a redirect", tc.path, resp.StatusCode)
			}
			continue
		}
		if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Encoding") != tc.encoding || resp.Header.Get("Content-Type") != tc.kind {
			t.Errorf("%s, Accept-Encoding %q: status %d, Content-Encoding %q, Content-Type %q; want %q and %q", tc.path, tc.accept,
				resp.StatusCode, resp.Header.Get("Content-Encoding"), resp.Header.Get("Content-Type"), tc.encoding, tc.kind)
			continue
		}
		var r io.Reader = bytes.NewReader(body)
		switch tc.encoding {
		case "br":
			r = brotli.NewReader(r)
		case "gzip":
			if r, err = gzip.NewReader(r); err != nil {
				t.Fatal(err)
			}
		}
		got, err := io.ReadAll(r)
		name := tc.path[1:]
		if name == "" {
			name = "index.html"
		}
		if err != nil || string(got) != files[name] {
			t.Errorf("%s, Accept-Encoding %q: the body decodes to %d bytes, %v; want the file's %d", tc.path, tc.accept, len(got), err, len(files[name]))
		}
		if vary := resp.Header.Get("Vary"); name != "icon.png" && vary != "Accept-Encoding" {
			t.Errorf("%s: Vary %q", tc.path, vary)
		}
	}
}

// TestAccepts reads Accept-Encoding headers.
func TestAccepts(t *testing.T) {
	for _, tc := range []struct {
		header, name string
		want         bool
	}{
		{"gzip, deflate, br", "br", true},
		{"gzip, deflate", "br", false},
		{"BR", "br", true},
		{"br;q=0", "br", false},
		{"br; q=0.001", "br", true},
		{"*", "gzip", true},
		{"*;q=0, gzip", "br", false},
		{"gzip;q=0, *", "gzip", false},
		{"", "gzip", false},
		{"br;q=x", "br", false},
	} {
		if got := accepts(tc.header, tc.name); got != tc.want {
			t.Errorf("accepts(%q, %q) = %v", tc.header, tc.name, got)
		}
	}
}

// TestDigest: the digest of a folder changes with a file's content and
// name, and with nothing else.
func TestDigest(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a"), []byte("x"), 0o644)
	first, err := digest(dir)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := digest(dir)
	os.WriteFile(filepath.Join(dir, "a"), []byte("y"), 0o644)
	changed, _ := digest(dir)
	os.Rename(filepath.Join(dir, "a"), filepath.Join(dir, "b"))
	renamed, _ := digest(dir)
	if first != again || first == changed || changed == renamed || len(first) != 16 {
		t.Errorf("digests %q %q %q %q", first, again, changed, renamed)
	}
}
