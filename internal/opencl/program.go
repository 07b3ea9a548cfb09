package opencl

import (
	"runtime"
	"unsafe"
)

// A Program is an OpenCL program built for one device, with a context and
// a command queue of its own, and one kernel of it. It is for one
// goroutine at a time; Release frees it.
type Program struct {
	l       *library
	device  deviceID
	context context
	queue   queue
	program program
	kernel  kernel
	buffers []memory
}

// Build builds the OpenCL C source for device d with the build options,
// and takes the kernel called name from it. A program that does not build
// is an *Error whose Log is the compiler's.
func Build(d DeviceInfo, source, options, name string) (*Program, error) {
	l, err := load()
	if err != nil {
		return nil, err
	}
	p := &Program{l: l, device: d.id}
	var code int32
	if p.context = l.createContext(0, 1, &p.device, 0, 0, &code); code != 0 {
		return nil, check("clCreateContext", code)
	}
	if p.queue = l.createCommandQueue(p.context, p.device, 0, &code); code != 0 {
		p.Release()
		return nil, check("clCreateCommandQueue", code)
	}
	text := append([]byte(source), 0)
	sources := []*byte{&text[0]}
	length := uintptr(len(source))
	var pin runtime.Pinner
	pin.Pin(&text[0])
	pin.Pin(&sources[0])
	p.program = l.createProgram(p.context, 1, &sources[0], &length, &code)
	pin.Unpin()
	if code != 0 {
		p.Release()
		return nil, check("clCreateProgramWithSource", code)
	}
	if code := l.buildProgram(p.program, 1, &p.device, options, 0, 0); code != 0 {
		e := &Error{Call: "clBuildProgram", Code: code, Log: p.buildLog()}
		p.Release()
		return nil, e
	}
	if p.kernel = l.createKernel(p.program, name, &code); code != 0 {
		p.Release()
		return nil, check("clCreateKernel", code)
	}
	return p, nil
}

// buildLog returns the compiler's log of the program's build.
func (p *Program) buildLog() string {
	var size uintptr
	if p.l.getProgramBuildInfo(p.program, p.device, programBuildLog, 0, nil, &size) != 0 || size == 0 {
		return ""
	}
	buf := make([]byte, size)
	var pin runtime.Pinner
	defer pin.Unpin()
	pin.Pin(&buf[0])
	if p.l.getProgramBuildInfo(p.program, p.device, programBuildLog, size, unsafe.Pointer(&buf[0]), nil) != 0 {
		return ""
	}
	for len(buf) > 0 && (buf[len(buf)-1] == 0 || buf[len(buf)-1] == '\n') {
		buf = buf[:len(buf)-1]
	}
	return string(buf)
}

// A Buffer is memory on the device, of words of 64 bits.
type Buffer struct {
	m     memory
	words int
}

// Buffer returns a buffer of words 64-bit words on the device, which
// Release frees with the program.
func (p *Program) Buffer(words int) (*Buffer, error) {
	var code int32
	m := p.l.createBuffer(p.context, memReadWrite, uintptr(max(words, 1)*8), 0, &code)
	if code != 0 {
		return nil, check("clCreateBuffer", code)
	}
	p.buffers = append(p.buffers, m)
	return &Buffer{m, words}, nil
}

// Write copies data to the start of b, and returns once it is copied.
func (p *Program) Write(b *Buffer, data []uint64) error {
	if len(data) == 0 {
		return nil
	}
	var pin runtime.Pinner
	defer pin.Unpin()
	pin.Pin(&data[0])
	return check("clEnqueueWriteBuffer", p.l.enqueueWriteBuffer(p.queue, b.m, 1, 0, uintptr(len(data)*8), unsafe.Pointer(&data[0]), 0, 0, 0))
}

// Read copies the start of b into data, once the kernels before it have
// run.
func (p *Program) Read(b *Buffer, data []uint64) error {
	if len(data) == 0 {
		return nil
	}
	var pin runtime.Pinner
	defer pin.Unpin()
	pin.Pin(&data[0])
	return check("clEnqueueReadBuffer", p.l.enqueueReadBuffer(p.queue, b.m, 1, 0, uintptr(len(data)*8), unsafe.Pointer(&data[0]), 0, 0, 0))
}

// Run runs the kernel on global work items, in work groups of local, 0
// for the platform's choice, with its arguments args, each a *Buffer or an
// int32, and returns once it has run.
func (p *Program) Run(global, local int, args ...any) error {
	for i, arg := range args {
		var code int32
		switch v := arg.(type) {
		case *Buffer:
			m := v.m
			code = p.setArg(i, unsafe.Sizeof(m), unsafe.Pointer(&m))
		case int32:
			code = p.setArg(i, 4, unsafe.Pointer(&v))
		default:
			panic("opencl: Program.Run: an argument neither *Buffer nor int32")
		}
		if err := check("clSetKernelArg", code); err != nil {
			return err
		}
	}
	g, l := uintptr(global), uintptr(local)
	lp := &l
	if local == 0 {
		lp = nil
	}
	if err := check("clEnqueueNDRangeKernel", p.l.enqueueNDRangeKernel(p.queue, p.kernel, 1, 0, &g, lp, 0, 0, 0)); err != nil {
		return err
	}
	return check("clFinish", p.l.finish(p.queue))
}

// setArg sets argument i of the kernel to the size bytes at value.
func (p *Program) setArg(i int, size uintptr, value unsafe.Pointer) int32 {
	var pin runtime.Pinner
	defer pin.Unpin()
	pin.Pin(value)
	return p.l.setKernelArg(p.kernel, uint32(i), size, value)
}

// Release frees the program, its kernel, its buffers, its queue and its
// context. A released program is not used again.
func (p *Program) Release() {
	for _, m := range p.buffers {
		p.l.releaseMemObject(m)
	}
	p.buffers = nil
	if p.kernel != 0 {
		p.l.releaseKernel(p.kernel)
	}
	if p.program != 0 {
		p.l.releaseProgram(p.program)
	}
	if p.queue != 0 {
		p.l.releaseCommandQueue(p.queue)
	}
	if p.context != 0 {
		p.l.releaseContext(p.context)
	}
	*p = Program{l: p.l}
}

// Words returns the size of b, in 64-bit words.
func (b *Buffer) Words() int { return b.words }
