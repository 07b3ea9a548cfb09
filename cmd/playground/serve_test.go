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
	"strings"
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
		{"/play.wasm", "gzip;q=1, br;q=0.1", "gzip", "application/wasm"},
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

// TestPreferred reads Accept-Encoding headers: the codings taken, by
// weight, Brotli first of two weighed alike.
func TestPreferred(t *testing.T) {
	for _, tc := range []struct {
		header, want string
	}{
		{"gzip, deflate, br", "br gzip"},
		{"gzip, deflate", "gzip"},
		{"BR", "br"},
		{"br;q=0, gzip", "gzip"},
		{"br; q=0.001", "br"},
		{"gzip;q=1, br;q=0.1", "gzip br"},
		{"*", "br gzip"},
		{"*;q=0, gzip", "gzip"},
		{"gzip;q=0, *", "br"},
		{"", ""},
		{"identity", ""},
		{"br;q=x, gzip;q=2", ""},
	} {
		var got []string
		for _, e := range preferred(tc.header) {
			got = append(got, e.name)
		}
		if strings.Join(got, " ") != tc.want {
			t.Errorf("preferred(%q) = %v, want %q", tc.header, got, tc.want)
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

// TestBuildStopped: a build that its context stops leaves the folder as
// it was, with nothing of its own in it.
func TestBuildStopped(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "notes.html"), []byte("mine"), 0o644)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err := Build(ctx, dir)
	if err == nil || !strings.Contains(err.Error(), "is as it was") {
		t.Errorf("a stopped build: %v", err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || entries[0].Name() != "notes.html" {
		t.Errorf("after a stopped build, the folder holds %v", entries)
	}
}
