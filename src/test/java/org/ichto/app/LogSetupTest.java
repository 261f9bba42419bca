package org.ichto.app;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.rolling.FixedWindowRollingPolicy;
import ch.qos.logback.core.rolling.RollingFileAppender;
import ch.qos.logback.core.rolling.SizeBasedTriggeringPolicy;
import ch.qos.logback.core.util.FileSize;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ServiceLoader;

import static org.assertj.core.api.Assertions.assertThat;

/** The log set up in code: a rolling file in the data directory, found by logback as a service. */
class LogSetupTest {
    /** A context of its own, as logback's start makes it (with the adapter its lines carry their context from). */
    private static LoggerContext fresh() {
        LoggerContext context = new LoggerContext();
        context.setMDCAdapter(new ch.qos.logback.classic.util.LogbackMDCAdapter());
        return context;
    }

    @Test
    void logbackFindsTheSetUpAsAService() {
        assertThat(ServiceLoader.load(Configurator.class).stream().map(ServiceLoader.Provider::type))
                .contains(LogSetup.class);
    }

    @Test
    void theTestsOwnConfigurationIsLeftToLogback() {
        LoggerContext context = fresh();
        try {
            assertThat(new LogSetup().configure(context)).isEqualTo(Configurator.ExecutionStatus.INVOKE_NEXT_IF_ANY);
            assertThat(context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME).iteratorForAppenders().hasNext())
                    .as("nothing set up").isFalse();
        } finally {
            context.stop();
        }
    }

    @Test
    void linesGoToARollingFileInTheFolderAndNowhereElse(@TempDir Path dir) throws IOException {
        LoggerContext context = fresh();
        try {
            LogSetup.into(context, dir);
            context.getLogger("org.ichto.Some").info("the window opens");
            context.getLogger("org.ichto.Some").debug("too fine to keep");

            String log = Files.readString(dir.resolve("primeval.log"));
            assertThat(log).containsPattern(
                    "(?m)^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\.\\d{3} INFO  \\[main\\] org\\.ichto\\.Some - the window opens$");
            assertThat(log).doesNotContain("too fine");

            ch.qos.logback.classic.Logger root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
            RollingFileAppender<ILoggingEvent> file = (RollingFileAppender<ILoggingEvent>) root.getAppender("FILE");
            FixedWindowRollingPolicy older = (FixedWindowRollingPolicy) file.getRollingPolicy();
            assertThat(older.getMinIndex()).isEqualTo(1);
            assertThat(older.getMaxIndex()).isEqualTo(3);
            assertThat(older.getFileNamePattern()).isEqualTo(dir.resolve("primeval.%i.log").toString());
            SizeBasedTriggeringPolicy<ILoggingEvent> full =
                    (SizeBasedTriggeringPolicy<ILoggingEvent>) file.getTriggeringPolicy();
            assertThat(full.getMaxFileSize().getSize()).isEqualTo(FileSize.valueOf("1MB").getSize());
            assertThat(root.iteratorForAppenders()).toIterable().hasSize(1);
        } finally {
            context.stop();
        }
    }
}
