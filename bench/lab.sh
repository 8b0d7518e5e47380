# Sourced by the bench scripts, from the repository's root: sets `lab`, the command that runs the lab.
# LAB=/path/to/AsyncLab runs a self-contained publish instead (a machine without .NET); otherwise the lab is built here.
if [ -n "${LAB:-}" ]; then
  lab=("$LAB")
else
  dotnet build -c Release src/AsyncLab -v q -nologo >/dev/null
  lab=(dotnet artifacts/bin/AsyncLab/release/AsyncLab.dll)
fi
