// 4.1 ACC_DEVICE_TYPE and 4.2 ACC_DEVICE_NUM parsing.
#include "core/env.h"
#include "core/runtime.h"

#include <gtest/gtest.h>

#include <cstdlib>

using namespace acorn;

namespace {

TEST(EnvParse, DeviceTypeShortNames) {
  acc_device_t T = acc_device_none;
  ASSERT_TRUE(parseDeviceType("nvidia", T));
  EXPECT_EQ(T, acc_device_nvidia);
  ASSERT_TRUE(parseDeviceType("multicore", T));
  EXPECT_EQ(T, acc_device_multicore);
  ASSERT_TRUE(parseDeviceType("host", T));
  EXPECT_EQ(T, acc_device_host);
}

TEST(EnvParse, DeviceTypeEnumeratorSpellings) {
  acc_device_t T = acc_device_none;
  ASSERT_TRUE(parseDeviceType("acc_device_nvidia", T));
  EXPECT_EQ(T, acc_device_nvidia);
  ASSERT_TRUE(parseDeviceType("acc_device_multicore", T));
  EXPECT_EQ(T, acc_device_multicore);
  ASSERT_TRUE(parseDeviceType("acc_device_host", T));
  EXPECT_EQ(T, acc_device_host);
  ASSERT_TRUE(parseDeviceType("acc_device_not_host", T));
  EXPECT_EQ(T, acc_device_not_host);
  ASSERT_TRUE(parseDeviceType("acc_device_default", T));
  EXPECT_EQ(T, acc_device_default);
}

TEST(EnvParse, DeviceTypeIsCaseInsensitiveAndTrimmed) {
  acc_device_t T = acc_device_none;
  ASSERT_TRUE(parseDeviceType("NVIDIA", T));
  EXPECT_EQ(T, acc_device_nvidia);
  ASSERT_TRUE(parseDeviceType("MultiCore", T));
  EXPECT_EQ(T, acc_device_multicore);
  ASSERT_TRUE(parseDeviceType("  Acc_Device_Host\n", T));
  EXPECT_EQ(T, acc_device_host);
}

TEST(EnvParse, DeviceTypeRejectsUnknownValues) {
  acc_device_t T = acc_device_host;
  EXPECT_FALSE(parseDeviceType("cuda", T));
  EXPECT_FALSE(parseDeviceType("", T));
  EXPECT_FALSE(parseDeviceType("nvidia2", T));
  EXPECT_FALSE(parseDeviceType("acc_device_", T));
  EXPECT_FALSE(parseDeviceType(nullptr, T));
  EXPECT_EQ(T, acc_device_host) << "a failed parse leaves the output alone";
}

TEST(EnvParse, DeviceNum) {
  int N = -1;
  ASSERT_TRUE(parseDeviceNum("0", N));
  EXPECT_EQ(N, 0);
  ASSERT_TRUE(parseDeviceNum(" 3 ", N));
  EXPECT_EQ(N, 3);
  EXPECT_FALSE(parseDeviceNum("-1", N));
  EXPECT_FALSE(parseDeviceNum("two", N));
  EXPECT_FALSE(parseDeviceNum("1x", N));
  EXPECT_FALSE(parseDeviceNum("99999999999", N));
  EXPECT_FALSE(parseDeviceNum("", N));
}

TEST(EnvParse, DeviceTypeNames) {
  EXPECT_STREQ(deviceTypeName(acc_device_nvidia), "nvidia");
  EXPECT_STREQ(deviceTypeName(acc_device_multicore), "multicore");
  EXPECT_STREQ(deviceTypeName(acc_device_host), "host");
}

TEST(EnvRead, ReadsBothVariables) {
  setenv("ACC_DEVICE_TYPE", "Host", 1);
  setenv("ACC_DEVICE_NUM", "0", 1);
  Environment E = readEnvironment();
  EXPECT_TRUE(E.HasDeviceType);
  EXPECT_EQ(E.DeviceType, acc_device_host);
  EXPECT_TRUE(E.HasDeviceNum);
  EXPECT_EQ(E.DeviceNum, 0);
  unsetenv("ACC_DEVICE_TYPE");
  unsetenv("ACC_DEVICE_NUM");
  E = readEnvironment();
  EXPECT_FALSE(E.HasDeviceType);
  EXPECT_FALSE(E.HasDeviceNum);
}

TEST(EnvReadDeathTest, InvalidDeviceTypeNamesVariableValueAndChoices) {
  setenv("ACC_DEVICE_TYPE", "tpu", 1);
  EXPECT_EXIT(readEnvironment(), ::testing::ExitedWithCode(1),
              "ACORN RUNTIME ERROR: <environment>: ACC_DEVICE_TYPE='tpu' is "
              "not a device type; accepted values: nvidia, multicore, host");
  unsetenv("ACC_DEVICE_TYPE");
}

TEST(EnvReadDeathTest, InvalidDeviceNum) {
  setenv("ACC_DEVICE_NUM", "first", 1);
  EXPECT_EXIT(readEnvironment(), ::testing::ExitedWithCode(1),
              "ACC_DEVICE_NUM='first' is not a device number");
  unsetenv("ACC_DEVICE_NUM");
}

// Runtime initialisation happens once per process: these re-execute the test
// binary ("threadsafe" death tests) so the child starts uninitialised.
TEST(EnvInitDeathTest, ExplicitNvidiaWithoutGpuIsFatal) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  if (numDevices(acc_device_nvidia) > 0)
    GTEST_SKIP() << "this machine has a GPU";
  EXPECT_EXIT(
      {
        setenv("ACC_DEVICE_TYPE", "nvidia", 1);
        currentDevice();
      },
      ::testing::ExitedWithCode(1), "no usable NVIDIA GPU");
}

TEST(EnvInitDeathTest, EnvironmentPicksTheDevice) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(
      {
        setenv("ACC_DEVICE_TYPE", "HOST", 1);
        std::exit(currentDevice().type() == acc_device_host ? 3 : 4);
      },
      ::testing::ExitedWithCode(3), "");
}

TEST(EnvInit, DefaultIsNvidiaWhenUsableElseMulticore) {
  unsetenv("ACC_DEVICE_TYPE");
  acc_device_t Expected = numDevices(acc_device_nvidia) > 0
                              ? acc_device_nvidia
                              : acc_device_multicore;
  EXPECT_EQ(concreteType(acc_device_default), Expected);
  EXPECT_EQ(concreteType(acc_device_not_host), Expected);
}

} // namespace
