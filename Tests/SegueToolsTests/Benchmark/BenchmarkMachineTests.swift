import Testing
@testable import SegueTools

/// Which machine a report comes from: the CPU model from /proc/cpuinfo's text, the rest from the system.
@Suite struct BenchmarkMachineTests {
    @Test func theFirstModelNameOfCPUInfo() {
        // Precondition: two processors as x86 kernels list them (tab before the colon).
        let cpuinfo = """
            processor\t: 0
            vendor_id\t: GenuineIntel
            model\t\t: 142
            model name\t: Intel(R) Core(TM) i7-8550U CPU @ 1.80GHz
            flags\t\t: fpu vme

            processor\t: 1
            model name\t: Some Other CPU
            """
        // Action / Assertion: "model" alone is not "model name".
        #expect(BenchmarkReport.Machine.cpuModel(fromCPUInfo: cpuinfo) == "Intel(R) Core(TM) i7-8550U CPU @ 1.80GHz")
    }

    @Test func noModelNameIsNil() {
        // Precondition: an ARM board's cpuinfo without a model name line.
        let cpuinfo = "processor\t: 0\nBogoMIPS\t: 108.00\nCPU implementer\t: 0x41\nmodel name\t:   \n"
        // Action / Assertion
        #expect(BenchmarkReport.Machine.cpuModel(fromCPUInfo: cpuinfo) == nil)
    }

    @Test func thisMachineCarriesTheVendorItIsGiven() {
        // Precondition / Action
        let machine = BenchmarkReport.Machine.current(xServerVendor: "Test Vendor 7")
        // Assertion
        #expect(machine.xServerVendor == "Test Vendor 7")
        #expect(machine.kernel.hasPrefix("Linux "))
        #expect(machine.kernel.count > "Linux ".count)
        #expect(machine.coreCount >= 1)
        #expect(!machine.hostname.isEmpty)
    }
}
