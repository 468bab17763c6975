package dev.eventbind.reliability.boundary;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Writes the program of a module without native access that calls every restricted entry by every route that
 * launders a call through the JDK: a method reference run by {@code Optional}, by {@code CompletableFuture} or by
 * an executor, a {@code MethodHandleProxies} proxy run by an executor, core reflection, a method handle from
 * {@code MethodHandles.lookup()}, and a {@code ServiceLoader} provider. A method-reference route exists only where
 * a JDK functional interface fits the entry (its arity, and no checked exception but through {@code Callable}).
 *
 * <p>Each attempt prints one line, {@code ENTRY via ROUTE: refused} or {@code ...: proceeded}. Under {@code deny}
 * the arguments are wild addresses that would crash the JVM if they reached the driver; under {@code warn} they are
 * harmless ones (NULL), so that the call can go ahead.
 */
final class IntruderSource {

    /** How to get an object whose instance method is an entry, from a module without native access. */
    private static final Map<String, String> RECEIVERS = Map.of(
            "dev.eventbind.ffm.LinkedLibrary", "dev.eventbind.backend.host.HostRuntimeFunctions.library()",
            "dev.eventbind.backend.opencl.OpenClEvents", "dev.eventbind.backend.opencl.OpenClEvents.open()",
            // Its constructor is no restricted entry; a resolver that knows nothing leaves downcall's check to test.
            "dev.eventbind.ffm.ProcAddresses", "new dev.eventbind.ffm.ProcAddresses(\"intruder\", \"resolve(%s)\","
                    + " name -> java.lang.foreign.MemorySegment.NULL)");

    private IntruderSource() {
    }

    /** The routes an entry can be reached by, in the order they are tried. */
    static List<String> routes(Method entry) {
        List<String> routes = new ArrayList<>(List.of("direct"));
        int arity = entry.getParameterCount();
        boolean unchecked = Arrays.stream(entry.getExceptionTypes()).allMatch(RuntimeException.class::isAssignableFrom);
        if (unchecked && arity <= 1) {
            routes.add("Optional");
        }
        if (unchecked && arity <= 2) {
            routes.add("CompletableFuture");
        }
        if (arity == 0) {
            routes.add("executor");
        }
        routes.addAll(List.of("MethodHandleProxies+executor", "core reflection", "lookup().find+invoke",
                "ServiceLoader provider"));
        return routes;
    }

    static String main(List<Method> entries) {
        StringBuilder body = new StringBuilder();
        StringBuilder calls = new StringBuilder();
        for (int i = 0; i < entries.size(); i++) {
            Method entry = entries.get(i);
            calls.append("        entry").append(i).append("(deny);\n");
            body.append(entryMethod(i, entry));
        }
        return """
                package intruder;

                import java.lang.invoke.MethodHandle;
                import java.lang.invoke.MethodHandleProxies;
                import java.lang.invoke.MethodHandles;
                import java.lang.invoke.MethodType;
                import java.util.concurrent.Callable;
                import java.util.concurrent.ExecutorService;
                import java.util.concurrent.Executors;

                public final class Main {
                    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();
                    private static final ExecutorService EXECUTOR = Executors.newSingleThreadExecutor();

                    public static void main(String[] args) throws Exception {
                        boolean deny = args[0].equals("deny");
                %s        EXECUTOR.shutdown();
                    }

                    private interface Call {
                        Object call() throws Throwable;
                    }

                    private static void attempt(String entry, String route, Call call) {
                        String outcome;
                        try {
                            Object result = call.call();
                            outcome = result instanceof dev.eventbind.ffm.LinkedLibrary linked && !linked.ready()
                                    && linked.failure().orElseThrow().summary().contains("no native access")
                                    ? "refused" : "proceeded";
                        } catch (Throwable thrown) {
                            Throwable cause = thrown;
                            while ((cause instanceof java.lang.reflect.InvocationTargetException
                                    || cause instanceof java.util.concurrent.ExecutionException
                                    || cause instanceof java.util.concurrent.CompletionException
                                    || cause instanceof java.lang.reflect.UndeclaredThrowableException
                                    || cause instanceof java.util.ServiceConfigurationError)
                                    && cause.getCause() != null) {
                                cause = cause.getCause();
                            }
                            outcome = cause instanceof IllegalCallerException ? "refused"
                                    : "proceeded (" + cause.getClass().getSimpleName() + ")";
                        }
                        System.out.println(entry + " via " + route + ": " + outcome);
                    }

                    private static Object proxied(MethodHandle handle) throws Exception {
                        Callable<?> callable = MethodHandleProxies.asInterfaceInstance(Callable.class,
                                handle.asType(MethodType.methodType(Object.class)));
                        return EXECUTOR.submit(callable).get();
                    }

                    private static Object provided(Callable<?> call) {
                        Provider.target = call;
                        Runnable provider = java.util.ServiceLoader.load(Runnable.class).findFirst().orElseThrow();
                        provider.run();
                        return Provider.result;
                    }
                %s}
                """.formatted(calls, body);
    }

    static String provider() {
        return """
                package intruder;

                import java.util.concurrent.Callable;

                public final class Provider implements Runnable {
                    static Callable<?> target;
                    static Object result;

                    public static Provider provider() throws Exception {
                        result = target.call();
                        return new Provider();
                    }

                    @Override
                    public void run() {
                    }
                }
                """;
    }

    private static String entryMethod(int index, Method entry) {
        String owner = entry.getDeclaringClass().getCanonicalName();
        boolean isStatic = Modifier.isStatic(entry.getModifiers());
        String name = owner + "." + entry.getName();
        StringBuilder method = new StringBuilder();
        method.append("\n    private static void entry").append(index).append("(boolean deny) throws Exception {\n");
        String target = owner;
        if (!isStatic) {
            String receiver = RECEIVERS.get(entry.getDeclaringClass().getName());
            if (receiver == null) {
                throw new IllegalStateException("no way to get a " + owner + " for " + name
                        + ": add one to IntruderSource.RECEIVERS");
            }
            method.append("        final ").append(owner).append(" receiver;\n")
                    .append("        try {\n            receiver = ").append(receiver).append(";\n")
                    .append("        } catch (Throwable unavailable) {\n")
                    .append("            System.out.println(\"").append(name)
                    .append(": no receiver: \" + unavailable.getClass().getSimpleName());\n")
                    .append("            return;\n        }\n");
            target = "receiver";
        }
        List<String> args = new ArrayList<>();
        for (Class<?> type : entry.getParameterTypes()) {
            args.add(argument(type, name));
        }
        for (int i = 0; i < args.size(); i++) {
            method.append("        final ").append(entry.getParameterTypes()[i].getCanonicalName()).append(" a")
                    .append(i).append(" = ").append(args.get(i)).append(";\n");
        }
        String argList = String.join(", ", java.util.stream.IntStream.range(0, args.size()).mapToObj(i -> "a" + i)
                .toList());
        String reference = target + "::" + entry.getName();
        String returned = box(entry.getReturnType()).getCanonicalName();
        String types = Arrays.stream(entry.getParameterTypes()).map(t -> t.getCanonicalName() + ".class")
                .reduce((a, b) -> a + ", " + b).map(t -> ", " + t).orElse("");
        String handle = (isStatic ? "LOOKUP.findStatic(" : "LOOKUP.findVirtual(") + owner + ".class, \""
                + entry.getName() + "\", MethodType.methodType(" + entry.getReturnType().getCanonicalName()
                + ".class" + types + "))";
        String handleArgs = isStatic ? argList : (args.isEmpty() ? "receiver" : "receiver, " + argList);
        for (String route : routes(entry)) {
            String expression = switch (route) {
                case "direct" -> target + "." + entry.getName() + "(" + argList + ")";
                case "Optional" -> args.isEmpty()
                        ? "java.util.Optional.<" + returned + ">empty().orElseGet(" + reference + ")"
                        : "java.util.Optional.of(a0).map(" + reference + ").orElse(null)";
                case "CompletableFuture" -> switch (args.size()) {
                    case 0 -> "java.util.concurrent.CompletableFuture.supplyAsync(" + reference + ").join()";
                    case 1 -> "java.util.concurrent.CompletableFuture.completedFuture(a0).thenApplyAsync("
                            + reference + ").join()";
                    default -> "java.util.concurrent.CompletableFuture.completedFuture(a0).thenCombineAsync("
                            + "java.util.concurrent.CompletableFuture.completedFuture(a1), " + reference
                            + ").join()";
                };
                case "executor" -> "EXECUTOR.submit((Callable<" + returned + ">) " + reference + ").get()";
                case "MethodHandleProxies+executor" -> "proxied(MethodHandles.insertArguments(" + handle
                        + ", 0, new Object[] {" + handleArgs + "}))";
                case "core reflection" -> owner + ".class.getMethod(\"" + entry.getName() + "\"" + types
                        + ").invoke(" + (isStatic ? "null" : "receiver") + (args.isEmpty() ? "" : ", " + argList)
                        + ")";
                case "lookup().find+invoke" -> handle + ".invokeWithArguments(new Object[] {" + handleArgs + "})";
                case "ServiceLoader provider" -> "provided(() -> " + target + "." + entry.getName() + "("
                        + argList + "))";
                default -> throw new IllegalStateException(route);
            };
            method.append("        attempt(\"").append(name).append("\", \"").append(route).append("\", () -> ")
                    .append(expression).append(");\n");
        }
        return method.append("    }\n").toString();
    }

    /** A Java expression for an argument of {@code type}: wild under deny, harmless under warn. */
    private static String argument(Class<?> type, String entry) {
        return switch (type.getName()) {
            case "java.lang.foreign.MemorySegment" ->
                    "deny ? java.lang.foreign.MemorySegment.ofAddress(8) : java.lang.foreign.MemorySegment.NULL";
            case "dev.eventbind.ffm.LibraryPlan" -> "new dev.eventbind.ffm.LibraryPlan(\"libc\", \"\","
                    + " java.util.List.of(\"libc.so.6\"), java.util.List.of(), java.util.List.of(),"
                    + " java.util.List.of(), \"\", \"\")";
            case "java.util.List" -> "java.util.List.of()";
            case "java.lang.String" -> "\"ebhEventDestroy\"";
            case "java.lang.foreign.FunctionDescriptor" -> "java.lang.foreign.FunctionDescriptor.of("
                    + "java.lang.foreign.ValueLayout.JAVA_INT, java.lang.foreign.ValueLayout.ADDRESS)";
            case "boolean" -> "false";
            case "long" -> "0L";
            // An upcall target of the descriptor above's shape, and an arena: a stub made with them is never called.
            case "java.lang.invoke.MethodHandle" -> "java.lang.invoke.MethodHandles.dropArguments("
                    + "java.lang.invoke.MethodHandles.constant(int.class, 0), 0, java.lang.foreign.MemorySegment.class)";
            case "java.lang.foreign.Arena" -> "java.lang.foreign.Arena.ofAuto()";
            default -> throw new IllegalStateException("no argument of type " + type.getName() + " for " + entry
                    + ": add one to IntruderSource.argument");
        };
    }

    private static Class<?> box(Class<?> type) {
        if (!type.isPrimitive()) {
            return type;
        }
        return java.lang.invoke.MethodType.methodType(type).wrap().returnType();
    }
}
