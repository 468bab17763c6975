@echo off
rem The eventbind command on Windows: runs the command with the jars in ..\lib on a JDK 25 or newer, that of
rem JAVA_HOME when it is set, else the java on the PATH. EVENTBIND_JAVA_OPTIONS adds options for the JVM.
setlocal
set "EVENTBIND_LIB=%~dp0..\lib"
if defined JAVA_HOME (
  set "EVENTBIND_JAVA=%JAVA_HOME%\bin\java.exe"
) else (
  set "EVENTBIND_JAVA=java"
)
"%EVENTBIND_JAVA%" -version >nul 2>&1
if errorlevel 1 (
  echo eventbind needs JDK 25 or newer: set JAVA_HOME to one, or put its bin folder on the PATH. 1>&2
  exit /b 1
)
rem A JDK older than 25 cannot load the command's classes and says so (UnsupportedClassVersionError).
"%EVENTBIND_JAVA%" --enable-native-access=ALL-UNNAMED %EVENTBIND_JAVA_OPTIONS% -cp "%EVENTBIND_LIB%\*" dev.eventbind.cli.Main %*
exit /b %ERRORLEVEL%
