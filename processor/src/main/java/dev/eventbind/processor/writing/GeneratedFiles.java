package dev.eventbind.processor.writing;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;
import dev.eventbind.processor.model.CType;
import dev.eventbind.processor.model.DowncallModel;
import dev.eventbind.processor.model.JavaName;
import java.lang.foreign.ValueLayout;
import java.util.Collection;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.Generated;

/** What every generated file shares: the {@code @Generated} mark, the imports, the indentation. */
final class GeneratedFiles {

    /** The processor named in {@code @Generated}; a test holds it equal to the processor's class name. */
    static final String PROCESSOR = "dev.eventbind.processor.EventBindProcessor";

    private GeneratedFiles() {
    }

    static ClassName className(JavaName name) {
        return ClassName.get(name.packageName(), name.simpleNames().getFirst(),
                name.simpleNames().subList(1, name.simpleNames().size()).toArray(String[]::new));
    }

    /** {@code @Generated(value = processor, comments = "from pkg.Spec")}. */
    static AnnotationSpec generated(JavaName spec) {
        return AnnotationSpec.builder(Generated.class)
                .addMember("value", "$S", PROCESSOR)
                .addMember("comments", "$S", "from " + spec.canonical())
                .build();
    }

    /**
     * The file for {@code type}, statically importing the value layouts it uses so descriptors read as in C.
     * JavaPoet writes every static import it is given, so only the layouts in use are passed.
     */
    static JavaFile file(JavaName name, TypeSpec type, Collection<CType> layouts) {
        String[] members = layouts.stream().filter(layout -> layout != CType.VOID).distinct().sorted()
                .map(CType::layout).toArray(String[]::new);
        JavaFile.Builder file = JavaFile.builder(name.packageName(), type);
        if (members.length > 0) {
            file.addStaticImport(ValueLayout.class, members);
        }
        return file.skipJavaLangImports(true)
                .indent("    ")
                .build();
    }

    /** The layouts the descriptors of {@code calls} use, plus {@code extra}. */
    static Set<CType> layouts(List<DowncallModel> calls, CType... extra) {
        Set<CType> layouts = EnumSet.noneOf(CType.class);
        for (DowncallModel call : calls) {
            layouts.add(call.returns());
            call.parameters().forEach(parameter -> layouts.add(parameter.type()));
        }
        layouts.addAll(List.of(extra));
        layouts.remove(CType.VOID);
        return layouts;
    }
}
