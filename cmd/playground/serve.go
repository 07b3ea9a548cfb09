package main

import (
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
)

// serve returns the handler that serves the page's files in the folder
// dir: a file's copy compressed by Brotli or gzip, with its
// Content-Encoding, to a browser whose Accept-Encoding takes it and where
// Build wrote one, and the file itself otherwise. Every answer asks the
// browser to check with the server before it uses a copy it kept, so
// that a new build reaches it at once; the page's service worker keeps
// it offline.
func serve(dir string) http.Handler {
	files := http.Dir(dir)
	plain := http.FileServer(files)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		name := r.URL.Path
		if strings.HasSuffix(name, "/") {
			name += "index.html"
		}
		if isCompressible(name) {
			w.Header().Add("Vary", "Accept-Encoding")
			for _, e := range encodings {
				if !accepts(r.Header.Get("Accept-Encoding"), e.name) {
					continue
				}
				f, err := files.Open(name + e.ending)
				if err != nil {
					continue
				}
				defer f.Close()
				info, err := f.Stat()
				if err != nil || info.IsDir() {
					continue
				}
				kind := mime.TypeByExtension(path.Ext(name))
				if path.Ext(name) == ".webmanifest" {
					kind = "application/manifest+json"
				}
				w.Header().Set("Content-Type", kind)
				w.Header().Set("Content-Encoding", e.name)
				http.ServeContent(w, r, name, info.ModTime(), f)
				return
			}
		}
		if path.Ext(name) == ".webmanifest" {
			w.Header().Set("Content-Type", "application/manifest+json")
		}
		plain.ServeHTTP(w, r)
	})
}

// accepts reports whether the Accept-Encoding header header takes the
// coding name: named, or by "*", with a weight above 0.
func accepts(header, name string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		ok := true
		for _, p := range strings.Split(params, ";") {
			k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
			if strings.EqualFold(strings.TrimSpace(k), "q") {
				q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				ok = err == nil && q > 0
			}
		}
		switch coding {
		case name:
			return ok
		case "*":
			star = ok
		}
	}
	return star
}
