package main

import (
	"mime"
	"net/http"
	"path"
	"slices"
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
			header := strings.Join(r.Header.Values("Accept-Encoding"), ",")
			for _, e := range preferred(header) {
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

// preferred returns the encodings that the Accept-Encoding header header
// takes, the one it weighs most first, and of two it weighs alike the
// better.
func preferred(header string) []struct{ name, ending string } {
	var taken []struct{ name, ending string }
	var weights []float64
	for _, e := range encodings {
		if q := weight(header, e.name); q > 0 {
			i := len(taken)
			for i > 0 && weights[i-1] < q {
				i--
			}
			taken = slices.Insert(taken, i, e)
			weights = slices.Insert(weights, i, q)
		}
	}
	return taken
}

// weight returns the weight, from 0 to 1, that the Accept-Encoding header
// header gives the coding name: its own, or that of "*", and 0 where it
// names neither or says so.
func weight(header, name string) float64 {
	star := 0.0
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
			if strings.EqualFold(strings.TrimSpace(k), "q") {
				var err error
				if q, err = strconv.ParseFloat(strings.TrimSpace(v), 64); err != nil || q < 0 || q > 1 {
					q = 0
				}
			}
		}
		switch coding {
		case name:
			return q
		case "*":
			star = q
		}
	}
	return star
}
