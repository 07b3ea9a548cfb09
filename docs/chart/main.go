// Command chart draws the chart that opens docs/performance.md: seconds
// against the board size, on a log scale, for each path of the counter
// and for the peers measured beside it, from data.tsv. Rerun it from this
// directory after new measurements:
//
//	go run .
//
// It writes ../performance.svg, or with -o the file it names, in the
// format its extension names (.svg, .png, .pdf).
package main

import (
	"bufio"
	"flag"
	"fmt"
	"image/color"
	"log"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

func main() {
	out := flag.String("o", "../performance.svg", "write the chart to `file`")
	flag.Parse()
	series, order, err := read("data.tsv")
	if err != nil {
		log.Fatal(err)
	}
	p := plot.New()
	p.Title.Text = "Seconds to count the solutions: one goroutine or thread; OpenCL on POCL, two cores"
	p.X.Label.Text = "n"
	p.Y.Label.Text = "seconds"
	p.Y.Scale = plot.LogScale{}
	p.Y.Tick.Marker = plot.LogTicks{Prec: -1}
	// The legend is drawn by save beside the plot, not by p.Draw inside
	// the data area, where it would cover lines or stretch an axis.
	legend := plot.NewLegend()
	legend.Top = true
	legend.Left = true
	for i, name := range order {
		line, points, err := plotter.NewLinePoints(series[name])
		if err != nil {
			log.Fatalf("%s: %v", name, err)
		}
		c := palette[i%len(palette)]
		line.Color, points.Color = c, c
		points.Shape = draw.CircleGlyph{}
		if strings.Contains(name, "(peer)") {
			line.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
		}
		p.Add(line, points)
		legend.Add(name, line, points)
	}
	// Wide enough that the title still fits over the plot once the
	// legend's column stands beside it.
	if err := save(p, legend, 10*vg.Inch, 5*vg.Inch, *out); err != nil {
		log.Fatal(err)
	}
}

// margin is the blank border around the picture and the gap between the
// plot and its legend.
const margin = 3 * vg.Millimeter

// save writes p with legend in a column right of its data area to file,
// w by h, in the format the file's extension names.
func save(p *plot.Plot, legend plot.Legend, w, h vg.Length, file string) error {
	format := strings.TrimPrefix(strings.ToLower(filepath.Ext(file)), ".")
	c, err := draw.NewFormattedCanvas(w, h, format)
	if err != nil {
		return err
	}
	picture := draw.New(c)
	// p.Draw paints only its own canvas: the legend and the margins need
	// the same background.
	picture.SetColor(p.BackgroundColor)
	picture.Fill(picture.Rectangle.Path())
	// p.Draw sets the title's top above its canvas by the font's descent,
	// so a canvas at the picture's top edge cuts the tallest letters.
	inner := draw.Crop(picture, margin, -margin, margin, -margin-p.Title.TextStyle.FontExtents().Descent)
	width := legend.Rectangle(inner).Size().X
	chart := draw.Crop(inner, 0, -width-margin, 0, 0)
	p.Draw(chart)
	data := p.DataCanvas(chart)
	legend.Draw(draw.Canvas{Canvas: c, Rectangle: vg.Rectangle{
		Min: vg.Point{X: inner.Max.X - width, Y: data.Min.Y},
		Max: vg.Point{X: inner.Max.X, Y: data.Max.Y},
	}})

	f, err := os.Create(file)
	if err != nil {
		return err
	}
	if _, err := c.WriteTo(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// palette holds a colour for each series, in order.
var palette = []color.Color{
	color.RGBA{0x1f, 0x77, 0xb4, 0xff},
	color.RGBA{0xff, 0x7f, 0x0e, 0xff},
	color.RGBA{0x2c, 0xa0, 0x2c, 0xff},
	color.RGBA{0xd6, 0x27, 0x28, 0xff},
	color.RGBA{0x94, 0x67, 0xbd, 0xff},
	color.RGBA{0x8c, 0x56, 0x4b, 0xff},
	color.RGBA{0x7f, 0x7f, 0x7f, 0xff},
}

// read returns the points of each series of file, whose lines are
// "series<TAB>n<TAB>seconds" after a header and comments ("#"), and the
// series in the order they first appear.
func read(file string) (map[string]plotter.XYs, []string, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	series := make(map[string]plotter.XYs)
	var order []string
	scanner := bufio.NewScanner(f)
	for line := 1; scanner.Scan(); line++ {
		text := scanner.Text()
		if text == "" || strings.HasPrefix(text, "#") || strings.HasPrefix(text, "series\t") {
			continue
		}
		fields := strings.Split(text, "\t")
		if len(fields) != 3 {
			return nil, nil, fmt.Errorf("%s:%d: %d fields, want 3", file, line, len(fields))
		}
		n, err1 := strconv.Atoi(fields[1])
		s, err2 := strconv.ParseFloat(fields[2], 64)
		if err1 != nil || err2 != nil || s <= 0 {
			return nil, nil, fmt.Errorf("%s:%d: %q: want a size and a positive number of seconds", file, line, text)
		}
		if _, ok := series[fields[0]]; !ok {
			order = append(order, fields[0])
		}
		series[fields[0]] = append(series[fields[0]], plotter.XY{X: float64(n), Y: s})
	}
	return series, order, scanner.Err()
}
