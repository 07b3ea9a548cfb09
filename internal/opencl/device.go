package opencl

import (
	"bytes"
	"fmt"
	"runtime"
	"unsafe"
)

// The OpenCL constants the package uses.
const (
	deviceTypeCPU      = 1 << 1
	deviceTypeGPU      = 1 << 2
	deviceTypeAll      = 0xFFFFFFFF
	platformName       = 0x0902
	platformVersion    = 0x0901
	deviceType         = 0x1000
	deviceComputeUnits = 0x1002
	deviceGlobalMem    = 0x101F
	deviceLocalMem     = 0x1023
	deviceName         = 0x102B
	deviceVendor       = 0x102C
	driverVersion      = 0x102D
	programBuildLog    = 0x1183
	memReadWrite       = 1 << 0
)

// A DeviceInfo describes an OpenCL device.
type DeviceInfo struct {
	Platform      string // the platform's name, as "Portable Computing Language"
	Name          string
	Vendor        string
	DriverVersion string
	GPU           bool   // whether the device is a GPU
	Memory        uint64 // its global memory, in bytes
	LocalMemory   uint64 // the local memory of a work group, in bytes
	ComputeUnits  int
	id            deviceID
}

// Devices returns the OpenCL devices of every platform of this machine,
// platform by platform, or an error wrapping ErrNoLibrary where there is
// no OpenCL library. A library without platforms gives no devices and no
// error.
func Devices() ([]DeviceInfo, error) {
	l, err := load()
	if err != nil {
		return nil, err
	}
	var num uint32
	if code := l.getPlatformIDs(0, nil, &num); code != 0 {
		if code == -1001 { // no platform: an ICD loader without drivers
			return nil, nil
		}
		return nil, check("clGetPlatformIDs", code)
	}
	if num == 0 {
		return nil, nil
	}
	platforms := make([]platformID, num)
	if err := check("clGetPlatformIDs", l.getPlatformIDs(num, &platforms[0], nil)); err != nil {
		return nil, err
	}
	var devices []DeviceInfo
	for _, p := range platforms {
		pname, err := l.platformString(p, platformName)
		if err != nil {
			return nil, err
		}
		var n uint32
		if code := l.getDeviceIDs(p, deviceTypeAll, 0, nil, &n); code == -1 || n == 0 {
			continue // CL_DEVICE_NOT_FOUND
		} else if err := check("clGetDeviceIDs", code); err != nil {
			return nil, err
		}
		ids := make([]deviceID, n)
		if err := check("clGetDeviceIDs", l.getDeviceIDs(p, deviceTypeAll, n, &ids[0], nil)); err != nil {
			return nil, err
		}
		for _, id := range ids {
			d := DeviceInfo{Platform: pname, id: id}
			if d.Name, err = l.deviceString(id, deviceName); err == nil {
				d.Vendor, err = l.deviceString(id, deviceVendor)
			}
			if err == nil {
				d.DriverVersion, err = l.deviceString(id, driverVersion)
			}
			var kind, mem, local uint64
			var units uint32
			if err == nil {
				err = l.deviceValue(id, deviceType, unsafe.Pointer(&kind), 8)
			}
			if err == nil {
				err = l.deviceValue(id, deviceGlobalMem, unsafe.Pointer(&mem), 8)
			}
			if err == nil {
				err = l.deviceValue(id, deviceLocalMem, unsafe.Pointer(&local), 8)
			}
			if err == nil {
				err = l.deviceValue(id, deviceComputeUnits, unsafe.Pointer(&units), 4)
			}
			if err != nil {
				return nil, err
			}
			d.GPU, d.Memory, d.LocalMemory, d.ComputeUnits = kind&deviceTypeGPU != 0, mem, local, int(units)
			devices = append(devices, d)
		}
	}
	return devices, nil
}

// Available returns nil where the machine has an OpenCL device, and
// otherwise an error that says what is missing: the library, or a device.
func Available() error {
	devices, err := Devices()
	if err == nil && len(devices) == 0 {
		err = fmt.Errorf("no OpenCL device: the library has no platform with one; install a driver, as pocl-opencl-icd")
	}
	return err
}

// platformString returns a text property of platform p.
func (l *library) platformString(p platformID, param uint32) (string, error) {
	var size uintptr
	if err := check("clGetPlatformInfo", l.getPlatformInfo(p, param, 0, nil, &size)); err != nil || size == 0 {
		return "", err
	}
	buf := make([]byte, size)
	var pin runtime.Pinner
	defer pin.Unpin()
	pin.Pin(&buf[0])
	if err := check("clGetPlatformInfo", l.getPlatformInfo(p, param, size, unsafe.Pointer(&buf[0]), nil)); err != nil {
		return "", err
	}
	return string(bytes.TrimRight(buf, "\x00")), nil
}

// deviceString returns a text property of device d.
func (l *library) deviceString(d deviceID, param uint32) (string, error) {
	var size uintptr
	if err := check("clGetDeviceInfo", l.getDeviceInfo(d, param, 0, nil, &size)); err != nil || size == 0 {
		return "", err
	}
	buf := make([]byte, size)
	if err := l.deviceValue(d, param, unsafe.Pointer(&buf[0]), size); err != nil {
		return "", err
	}
	return string(bytes.TrimRight(buf, "\x00")), nil
}

// deviceValue reads a property of device d of size bytes into value.
func (l *library) deviceValue(d deviceID, param uint32, value unsafe.Pointer, size uintptr) error {
	var pin runtime.Pinner
	defer pin.Unpin()
	pin.Pin(value)
	return check("clGetDeviceInfo", l.getDeviceInfo(d, param, size, value, nil))
}

// String describes d in one line: its name, platform, memory and driver.
func (d DeviceInfo) String() string {
	kind := "CPU or other"
	if d.GPU {
		kind = "GPU"
	}
	return fmt.Sprintf("%s (%s, %s), %d compute units, %d MiB, driver %s", d.Name, kind, d.Platform, d.ComputeUnits, d.Memory>>20, d.DriverVersion)
}
